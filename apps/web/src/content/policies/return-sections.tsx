import { paths } from '../../config/paths.ts';
import { ContactLine, PolicyLink } from './PolicyText.tsx';
import type { PolicyPart } from './policy-document.ts';
import { POLICY, type PolicyContext } from './policy-figures.ts';

/** The Return Policy (spec point 9: 12 days, restocking fee, 30 days for vendors, 7–14 business days). */
export const returnSections = ({ supportEmail }: PolicyContext): PolicyPart[] => [
  {
    id: 'window',
    title: 'Return window',
    body: (
      <p>
        You may return unused items in their original, unopened packaging within{' '}
        <strong>{POLICY.returnWindowDays} days</strong> of delivery. Ask for a return from your order in your
        account or by writing to <ContactLine supportEmail={supportEmail} />; we send you the vendor's return
        instructions.
      </p>
    ),
  },
  {
    id: 'not-returnable',
    title: 'Items that cannot be returned',
    body: (
      <ul>
        <li>items cut, installed, mixed, or taken out of their packaging;</li>
        <li>custom or made-to-order items such as countertop slabs cut to size;</li>
        <li>clearance items sold as final sale.</li>
      </ul>
    ),
  },
  {
    id: 'restocking',
    title: 'Return shipping and restocking fee',
    body: (
      <p>
        Return shipping is at your cost. It is deducted from your refund as a restocking fee, and the
        restocking fee is <strong>never greater than the return shipping</strong>. Materials that arrived
        damaged or wrong are returned at our cost.
      </p>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <p>
        The vendor inspects the return and applies the refund within{' '}
        <strong>{POLICY.vendorRefundDays} days</strong> of receiving it. The refund goes back to the card you
        paid with and reaches you within <strong>{POLICY.refundBusinessDays}</strong>, depending on your bank.
      </p>
    ),
  },
  {
    id: 'cancel',
    title: 'Cancellations and address changes',
    body: (
      <p>
        You may cancel an order or change its shipping address within{' '}
        <strong>{POLICY.cancelWindowMinutes} minutes</strong> of placing it, free of charge. After that the
        order is with the vendors (orders are processed within {POLICY.processingHours} hours) and the return
        rules above apply.
      </p>
    ),
  },
  {
    id: 'damaged',
    title: 'Damaged, missing or incomplete deliveries',
    body: (
      <p>
        Inspect your delivery and note any damage on the delivery receipt. Report a damaged, missing or
        incomplete order within <strong>{POLICY.incompleteReport}</strong> of delivery and we will replace the
        items or refund them in full. See <PolicyLink to={paths.yourOrders}>Your Orders</PolicyLink> for help
        with an order.
      </p>
    ),
  },
  {
    id: 'pros',
    title: 'Returns and pro profit',
    body: (
      <p>
        When an item is returned, the showroom owner's markup on it is reversed. Contractor profit becomes
        available after {POLICY.pendingProfitBusinessDays} business days so that returns can settle; if a
        balance becomes negative, the contractor pays it within {POLICY.negativeBalanceDays} days.
      </p>
    ),
  },
];
