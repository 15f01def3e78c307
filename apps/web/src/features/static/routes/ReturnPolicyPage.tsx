import { PolicyDocument } from '../../../components/content/PolicyDocument.tsx';
import { POLICY } from '../../../content/policies/policy-figures.ts';
import { returnSections } from '../../../content/policies/return-sections.tsx';

/** /return_policy (spec point 9's return figures). */
export default function ReturnPolicyPage() {
  return (
    <PolicyDocument
      eyebrow="Help"
      title="Return Policy"
      intro={`Changed your mind? Unused items can come back within ${POLICY.returnWindowDays} days of delivery.`}
      sections={returnSections}
    />
  );
}
