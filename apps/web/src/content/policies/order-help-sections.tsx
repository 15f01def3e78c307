import { paths } from '../../config/paths.ts';
import { ContactLine, PolicyLink } from './PolicyText.tsx';
import type { PolicyPart } from './policy-document.ts';
import { POLICY, type PolicyContext } from './policy-figures.ts';

/** The 'My Order' help page (/your_orders): what happens to an order, with the figures of spec point 9. */
export const orderHelpSections = ({ supportEmail }: PolicyContext): PolicyPart[] => [
  {
    id: 'one-order',
    title: 'One order, many vendors',
    body: (
      <p>
        Your cart can hold materials from many vendors, and you pay once. Each vendor approves its own items;
        an item a vendor declines is refunded to you automatically. Track every item in your account under My
        Account.
      </p>
    ),
  },
  {
    id: 'statuses',
    title: 'Order status',
    body: (
      <ul>
        <li>
          <strong>Pending</strong> — the order is placed and waiting for the vendor.
        </li>
        <li>
          <strong>Approved</strong> — the vendor accepted the item; it is processed within{' '}
          {POLICY.processingHours} hours.
        </li>
        <li>
          <strong>Shipped</strong> and <strong>Delivered</strong> — the item is on its way, then with you.
        </li>
        <li>
          <strong>Return Request</strong> and <strong>Returned</strong> — you asked to return it, then the
          vendor received it.
        </li>
      </ul>
    ),
  },
  {
    id: 'change',
    title: 'Cancel or change the address',
    body: (
      <p>
        You can cancel an order or change its shipping address within {POLICY.cancelWindowMinutes} minutes of
        placing it. Write to <ContactLine supportEmail={supportEmail} /> with your order number.
      </p>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: (
      <p>
        Delivery is free nationwide across the U.S. and takes {POLICY.delivery}; we guarantee delivery in{' '}
        {POLICY.deliveryGuarantee}. Someone must be at the address to receive large items.
      </p>
    ),
  },
  {
    id: 'incomplete',
    title: 'Incomplete or damaged order',
    body: (
      <p>
        Report missing, wrong or damaged items within {POLICY.incompleteReport} of delivery, with photos if
        you can. We replace them or refund them in full.
      </p>
    ),
  },
  {
    id: 'returns',
    title: 'Returns and refunds',
    body: (
      <p>
        Unused items can be returned within {POLICY.returnWindowDays} days of delivery; refunds reach you in{' '}
        {POLICY.refundBusinessDays}. Read the <PolicyLink to={paths.returnPolicy}>Return Policy</PolicyLink>{' '}
        for the details.
      </p>
    ),
  },
];
