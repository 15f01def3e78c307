import { PolicyDocument } from '../../../components/content/PolicyDocument.tsx';
import type { PolicyContext } from '../../../content/policies/policy-figures.ts';
import { termsSectionsA } from '../../../content/policies/terms-sections-a.tsx';
import { termsSectionsB } from '../../../content/policies/terms-sections-b.tsx';

const termsSections = (context: PolicyContext) => [...termsSectionsA(context), ...termsSectionsB(context)];

/** /terms_of_service: the End User License Agreement and Terms of Service (spec point 2), static. */
export default function TermsOfServicePage() {
  return (
    <PolicyDocument
      title="End User License Agreement and Terms of Service"
      intro="Please read these terms carefully: they include an arbitration agreement and limit our liability."
      sections={termsSections}
    />
  );
}
