import { ContactLine, PolicySection } from './PolicyText.tsx';
import { POLICY } from './policy-figures.ts';

/** What a homeowner accepts before the first order: how orders, delivery and returns work (spec point 9). */
export function TermsAndProceduresText({ supportEmail }: { supportEmail: string | null }) {
  return (
    <>
      <PolicySection title="Your order">
        <p>
          One order can hold materials from many vendors. Each vendor approves its items; an item a vendor
          declines is refunded to you automatically. Orders are processed within {POLICY.processingHours}{' '}
          hours of payment.
        </p>
        <p>
          Check quantities and dimensions with your contractor before you order: materials are supplied as
          listed in your checklist.
        </p>
      </PolicySection>
      <PolicySection title="Changes and cancellation">
        <p>
          You may cancel an order or change its shipping address within {POLICY.cancelWindowMinutes} minutes
          of placing it.
        </p>
      </PolicySection>
      <PolicySection title="Delivery">
        <p>
          We ship across the United States, free nationwide unless a shipping charge is shown at checkout.
          Delivery takes {POLICY.delivery}, and we guarantee it in under three weeks. Someone must be at the
          shipping address to receive the delivery; inspect it and note any damage on the delivery receipt.
          Report a missing or incomplete delivery within {POLICY.incompleteReport}.
        </p>
      </PolicySection>
      <PolicySection title="Returns and refunds">
        <p>
          Unused items in their original packaging may be returned within {POLICY.returnWindowDays} days of
          delivery. Return shipping is at your cost and is deducted from the refund as a restocking fee that
          is never more than the return shipping. Vendors apply a refund within {POLICY.vendorRefundDays} days
          of receiving the return, and it reaches you within {POLICY.refundBusinessDays}.
        </p>
      </PolicySection>
      <PolicySection title="Questions">
        <p>
          Write to <ContactLine supportEmail={supportEmail} />.
        </p>
      </PolicySection>
    </>
  );
}
