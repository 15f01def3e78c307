import { PolicyDocument } from '../../../components/content/PolicyDocument.tsx';
import { cookiesSections } from '../../../content/policies/cookies-sections.tsx';
import { POLICY_DATES } from '../../../content/policies/policy-figures.ts';

/** /cookies_policy (spec point 2). */
export default function CookiesPolicyPage() {
  return (
    <PolicyDocument
      title="Cookies Policy"
      dateLine={`Effective ${POLICY_DATES.cookiesEffective}`}
      intro="Which cookies we use, why, and how you can control them."
      sections={cookiesSections}
    />
  );
}
