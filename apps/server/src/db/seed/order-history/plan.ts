import { canChangeStatus, INITIAL_ITEM_STATUS, type ItemStatus } from '@app/domain/orders/item-status';
import { createRandom, type Random } from '../catalog/random.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How many orders the history holds, how far back it reaches, and its PRNG seed (same seed, same plan). */
export const HISTORY_ORDERS = 56;
export const HISTORY_DAYS = 56;
export const HISTORY_SEED = 20_260_722;

/** A catalogue product the history may order: its default size and what a cart line of it needs. */
export type PoolProduct = { productId: number; sizeId: number; minQty: number; colors: string[] };

/** The products to order from: the demo vendor's brands (vendor@demo.test) and every other brand. */
export type ProductPools = { demoVendor: PoolProduct[]; others: PoolProduct[] };

export type PlannedLine = { productId: number; sizeId: number; minQty: number; colour: string; qty: number };

/** One status an item reached after it was ordered, and when. */
export type ItemStep = { status: ItemStatus; at: Date };

export type PlannedOrder = {
  /** Position in the history (0 = oldest): names its Idempotency-Key. */
  n: number;
  /** Index into the buyers given to planHistory (0 = the demo homeowner). */
  buyer: number;
  showroom: 'DEMO2026' | 'BAYPRO01';
  coupon: string | null;
  paidAt: Date;
  lines: PlannedLine[];
  /** Per line, the statuses it went through after 'Waiting for approval', oldest first (only those before now). */
  steps: ItemStep[][];
};

/** What happens to a line: the usual fulfilment, a vendor too slow for the 48-hour promise, or an exception. */
type Fate = 'fulfil' | 'slow' | 'cancel' | 'decline' | 'return' | 'return-request';

/** The usual fulfilment, hours after payment (each line shifted by its own few hours). */
const FULFILMENT: ReadonlyArray<[ItemStatus, number]> = [
  ['Vendor Approved', 5],
  ['In Progress', 20],
  ['Ready to Pick Up', 40],
  ['Accept to Pick Up', 52],
  ['Picked Up', 70],
  ['Shipping', 80],
  ['Shipped', 100],
  ['Out For Delivery', 150],
  ['Delivered', 170],
];
/** A slow vendor: approved, then stuck in progress past the 48-hour promise. */
const SLOW: ReadonlyArray<[ItemStatus, number]> = [
  ['Vendor Approved', 18],
  ['In Progress', 40],
];
const AFTER_DELIVERY: Record<'return' | 'return-request', ReadonlyArray<[ItemStatus, number]>> = {
  return: [
    ['Return Request', 290],
    ['Returned', 390],
  ],
  'return-request': [['Return Request', 260]],
};

function stepsOf(fate: Fate, paidAt: Date, shiftHours: number): ItemStep[] {
  const at = (hours: number) => new Date(paidAt.getTime() + (hours + shiftHours) * HOUR);
  const timeline = (rows: ReadonlyArray<[ItemStatus, number]>) =>
    rows.map(([status, hours]) => ({ status, at: at(hours) }));
  switch (fate) {
    case 'cancel': // by the homeowner, inside the 60-minute window
      return [{ status: 'Cancle', at: new Date(paidAt.getTime() + 25 * 60_000) }];
    case 'decline':
      return [{ status: 'Decline', at: at(9) }];
    case 'slow':
      return timeline(SLOW);
    case 'return':
    case 'return-request':
      return timeline([...FULFILMENT, ...AFTER_DELIVERY[fate]]);
    default:
      return timeline(FULFILMENT);
  }
}

/** Throws unless every step is a change the rules of spec point 4 allow (domain canChangeStatus). */
function assertAllowed(steps: ItemStep[]) {
  let from: ItemStatus = INITIAL_ITEM_STATUS;
  for (const { status } of steps) {
    if (canChangeStatus('Admin', from, status) !== 'ok') throw new Error(`plan: ${from} -> ${status}`);
    from = status;
  }
}

/** Ages (days) that always appear: just placed (due), and 3–9 days old with a slow vendor (late). */
const FIXED_AGES: ReadonlyArray<[number, Fate]> = [
  [0.15, 'fulfil'],
  [0.7, 'fulfil'],
  [1.4, 'fulfil'],
  [3.3, 'slow'],
  [4.6, 'slow'],
  [6.2, 'slow'],
  [9.1, 'slow'],
  [12.5, 'decline'],
  [19.2, 'cancel'],
  [26.4, 'return-request'],
  [34.8, 'return'],
  [47.3, 'return'],
];

function linesOf(random: Random, pools: ProductPools, withDemoVendor: boolean): PlannedLine[] {
  const count = random.int(1, 3);
  const picked = [
    ...(withDemoVendor && pools.demoVendor.length ? random.some(pools.demoVendor, 1) : []),
    ...random.some(pools.others, count),
  ].slice(0, count);
  return picked.map((p) => ({
    productId: p.productId,
    sizeId: p.sizeId,
    minQty: p.minQty,
    colour: p.colors.length ? random.pick(p.colors) : '',
    qty: p.minQty > 1 ? p.minQty * random.int(1, 2) : random.int(1, 3),
  }));
}

/**
 * The demo order history (deterministic for a given `now` and pools): HISTORY_ORDERS orders over the last
 * HISTORY_DAYS days, about one in four by the demo homeowner (buyer 0) and the rest shared by the others,
 * 60 % at DEMO2026 (one in three of those with SAVE5) and the rest at BAYPRO01; every other order has a line
 * of the demo vendor's brands. Each line's statuses are those it would have reached by `now`: delivered
 * after a week, a few vendors too slow for the 48-hour promise, one declined, one cancelled, two returned
 * and one return requested.
 */
export function planHistory(now: Date, pools: ProductPools, buyers: number): PlannedOrder[] {
  const random = createRandom(HISTORY_SEED);
  const ages = [...FIXED_AGES];
  while (ages.length < HISTORY_ORDERS) ages.push([0.5 + random.next() ** 1.2 * (HISTORY_DAYS - 1), 'fulfil']);
  ages.sort((a, b) => b[0] - a[0]);
  return ages.map(([days, fate], n) => {
    const paidAt = new Date(now.getTime() - Math.round(days * DAY));
    const showroom = random.next() < 0.6 ? 'DEMO2026' : 'BAYPRO01';
    const coupon = showroom === 'DEMO2026' && random.next() < 0.34 ? 'SAVE5' : null;
    const lines = linesOf(random, pools, n % 2 === 0);
    const steps = lines.map((_, i) => {
      // An exception happens to the first line only; the order's other lines are fulfilled as usual.
      const own = i === 0 || fate === 'slow' ? fate : 'fulfil';
      const all = stepsOf(own, paidAt, random.int(0, 6));
      assertAllowed(all);
      return all.filter((s) => s.at.getTime() <= now.getTime());
    });
    const buyer = n % 4 === 1 || buyers === 1 ? 0 : 1 + (n % (buyers - 1));
    return { n, buyer, showroom, coupon, paidAt, lines, steps };
  });
}
