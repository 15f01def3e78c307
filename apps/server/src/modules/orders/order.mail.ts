import { formatUsd, freeOrUsd } from '@app/domain/money/cents';
import type { FullOrder, FullOrderItem } from '@app/domain/orders/contract';
import { VENDOR_ORDERS_PATH, yourOrderPath } from '@app/domain/orders/order-link';
import { orderSummaryOf } from '@app/domain/orders/order-summary';
import { APP_NAME, htmlBody, type MailContent, type MailTable, tableText } from '../mail/mail.templates.ts';

/** "2 × Carrara Marble Tile (12 x 24 in, White)", or "Sample of Carrara Marble Tile". */
function itemLabel(i: Pick<FullOrderItem, 'qty' | 'product_name' | 'size_label' | 'colour' | 'sample'>) {
  const details = [i.size_label, i.colour].filter(Boolean).join(', ');
  const name = `${i.product_name}${details ? ` (${details})` : ''}`;
  return i.sample ? `Sample of ${name}` : `${i.qty} × ${name}`;
}

/** The receipt's table: each line at what the homeowner pays for it, then the totals as the checkout showed them. */
function receiptTable(order: FullOrder): MailTable {
  const totals = orderSummaryOf(order);
  const rows: [string, string][] = order.items.map((i) => [
    `${itemLabel(i)}, from ${i.vendor_name}`,
    freeOrUsd(i.list_total_cents),
  ]);
  const totalsFrom = rows.length;
  if (totals) {
    rows.push(['Subtotal', formatUsd(totals.subtotal_cents)]);
    if (totals.coupon_code)
      rows.push([`Coupon ${totals.coupon_code}`, `−${formatUsd(totals.discount_cents)}`]);
    rows.push(['Tax', formatUsd(totals.tax_cents)], ['Shipping', freeOrUsd(totals.shipping_cents)]);
    rows.push(['Total', formatUsd(totals.charge_cents)]);
    if (order.deposit_cents > 0)
      rows.push(
        ['Contractor’s deposit', formatUsd(order.deposit_cents)],
        ['Charged', formatUsd(totals.charge_cents + order.deposit_cents)],
      );
  }
  return { rows, totalsFrom };
}

const shipToLine = ({ ship_to: a }: FullOrder) =>
  `It ships to ${[a.street, a.apartment, a.city, `${a.state} ${a.zip_code}`].filter(Boolean).join(', ')}.`;

/** To the homeowner, once per order: what was bought from whom, what was charged, and where it ships. */
export function newOrderReceiptMail(opts: {
  firstName: string;
  order: FullOrder;
  appUrl: string;
}): MailContent {
  const { order } = opts;
  const link = `${opts.appUrl}${yourOrderPath(order.number)}`;
  const vendors = new Set(order.items.map((i) => i.vendor_name)).size;
  const greeting = `Hello ${opts.firstName},`;
  const intro = `Thank you for your order ${order.number}. Your payment went through; here is what you bought.`;
  const table = receiptTable(order);
  const after = [
    shipToLine(order),
    vendors > 1
      ? `Each of its ${vendors} vendors ships its own items: we email you as each item’s status changes.`
      : 'We email you as each item’s status changes.',
  ];
  return {
    subject: `Receipt for your order ${order.number} — ${APP_NAME}`,
    text: `${greeting}\n\n${intro}\n\n${tableText(table)}\n\n${after.join('\n\n')}\n\n${link}\n\n${APP_NAME}\n`,
    html: htmlBody(greeting, [intro, table, ...after], { label: 'Your Orders', href: link }),
  };
}

/** To a vendor, once per order: the items of it that are theirs to fulfil (no money: that is in the portal). */
export function vendorNewOrderMail(opts: {
  firstName: string;
  orderNumber: string;
  items: FullOrderItem[];
  appUrl: string;
}): MailContent {
  const link = `${opts.appUrl}${VENDOR_ORDERS_PATH}`;
  const count = opts.items.length;
  const greeting = `Hello ${opts.firstName},`;
  const intro = `Order ${opts.orderNumber} has ${count === 1 ? 'an item' : `${count} items`} for you to fulfil:`;
  const table: MailTable = { rows: opts.items.map((i) => [itemLabel(i), i.status]) };
  const after = 'Open your orders to accept each item and to mark it shipped.';
  return {
    subject: `New order ${opts.orderNumber}: ${count === 1 ? '1 item' : `${count} items`} to fulfil — ${APP_NAME}`,
    text: `${greeting}\n\n${intro}\n\n${tableText(table)}\n\n${after}\n\n${link}\n\n${APP_NAME}\n`,
    html: htmlBody(greeting, [intro, table, after], { label: 'Your order items', href: link }),
  };
}
