import { paths } from '../../config/paths.ts';
import { ContactLine, PolicyLink } from './PolicyText.tsx';
import type { PolicyPart } from './policy-document.ts';
import { POLICY, type PolicyContext } from './policy-figures.ts';

/** End User License Agreement and Terms of Service, sections 12–23 (spec point 2). */
export const termsSectionsB = ({ appName, supportEmail }: PolicyContext): PolicyPart[] => [
  {
    id: 'feedback',
    title: 'Feedback',
    body: (
      <p>
        If you send us ideas or suggestions about the Service, we may use them freely and without any
        obligation to you.
      </p>
    ),
  },
  {
    id: 'violations',
    title: 'Violations',
    body: (
      <p>
        We may remove content, cancel orders, withhold payouts under investigation, or suspend or close an
        account that breaks this Agreement, the law, or puts other users at risk. Report a violation to{' '}
        <ContactLine supportEmail={supportEmail} />.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        You are responsible for how you use the Service and for the projects you carry out. Contractors and
        designers are responsible for their own work, licences and advice to clients; vendors for their
        products and warranties.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may close your account at any time; closing it cancels future subscription renewals. We may end
        this Agreement or suspend the Service for you with notice, or at once for a serious breach. Sections
        that by their nature should survive (fees owed, ownership, disclaimers, limitation of liability,
        indemnity and dispute resolution) survive termination.
      </p>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    body: (
      <p className="uppercase">
        The Service is provided “as is” and “as available”, without warranties of any kind, express or
        implied, including merchantability, fitness for a particular purpose and non-infringement. We do not
        warrant that the Service will be uninterrupted or error-free, or that renders match installed
        materials exactly.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the fullest extent the law allows, we are not liable for indirect, incidental, special,
          consequential or punitive damages, or for lost profits, data or goodwill.
        </p>
        <p>
          Our total liability for all claims relating to the Service is limited to{' '}
          <strong>
            the greater of the fees you paid us or {POLICY.liabilityCapUsd} US dollars (USD{' '}
            {POLICY.liabilityCapUsd})
          </strong>
          . Any claim must be brought within {POLICY.claimWindow} after it arises, or it is permanently
          barred.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: (
      <p>
        You agree to defend and indemnify us, our officers and employees against claims, losses and costs
        (including reasonable legal fees) arising from your content, your projects or your breach of this
        Agreement.
      </p>
    ),
  },
  {
    id: 'third-party-disputes',
    title: 'Third-party disputes',
    body: (
      <p>
        Disagreements between a client and a contractor, designer or vendor are between them. We may help to
        resolve them but have no obligation to, and you release us from claims arising from such disputes to
        the extent the law allows.
      </p>
    ),
  },
  {
    id: 'copyright',
    title: 'Copyright policy',
    body: (
      <p>
        We respect intellectual property. If you believe content on the Service infringes your copyright, send
        a notice to <ContactLine supportEmail={supportEmail} /> identifying the work, the content, your
        contact details and a statement, under penalty of perjury, that you are authorised to act. We remove
        infringing content and close the accounts of repeat infringers.
      </p>
    ),
  },
  {
    id: 'dispute-resolution',
    title: 'Dispute resolution',
    body: (
      <p>
        This Agreement is governed by the laws of the State of California. Before filing a claim, contact us
        so we can try to resolve it informally within 30 days. Any dispute that remains is settled by binding
        arbitration on an individual basis in California, except that either party may bring an individual
        claim in small-claims court. Class actions and class arbitrations are waived.
      </p>
    ),
  },
  {
    id: 'return-policy',
    title: 'Return policy',
    body: (
      <p>
        Unused items in their original packaging may be returned within {POLICY.returnWindowDays} days of
        delivery. Return shipping is at your cost and is deducted from your refund as a restocking fee that is
        never greater than the return shipping. Vendors apply a refund within {POLICY.vendorRefundDays} days
        of receiving the return, and it reaches your card within {POLICY.refundBusinessDays}. The full{' '}
        <PolicyLink to={paths.returnPolicy}>Return Policy</PolicyLink> is part of this Agreement.
      </p>
    ),
  },
  {
    id: 'miscellaneous',
    title: 'Miscellaneous',
    body: (
      <p>
        This Agreement is the entire agreement between you and {appName} about the Service. If a provision is
        unenforceable, the rest remains in effect. Our not enforcing a provision is not a waiver. You may not
        assign this Agreement; we may assign it in a merger or sale of our business. Questions:{' '}
        <ContactLine supportEmail={supportEmail} />.
      </p>
    ),
  },
];
