import { PolicyDocument } from '../../../components/content/PolicyDocument.tsx';
import { POLICY_DATES } from '../../../content/policies/policy-figures.ts';
import { privacySections } from '../../../content/policies/privacy-sections.tsx';

/** /privacy_policy (spec point 2). */
export default function PrivacyPolicyPage() {
  return (
    <PolicyDocument
      title="Privacy Policy"
      dateLine={`Last updated ${POLICY_DATES.privacyUpdated}`}
      intro="What information we collect, how we use and share it, and how we keep it safe."
      sections={privacySections}
    />
  );
}
