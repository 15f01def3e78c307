/** The query parameter of /your_orders that opens one order's items: `/your_orders?order=100003`. */
export const OPEN_ORDER_PARAM = 'order';

/** Where a homeowner follows one order (notifications and status mails link here). */
export const yourOrderPath = (orderNumber: number | string) =>
  `/your_orders?${OPEN_ORDER_PARAM}=${encodeURIComponent(String(orderNumber))}`;

/** Where a vendor accepts and ships its order items (the vendor portal; new-order mails link here). */
export const VENDOR_ORDERS_PATH = '/vendor/orders';
