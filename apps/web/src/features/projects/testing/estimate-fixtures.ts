import {
  type ApprovalQuote,
  type ApprovalView,
  approvalQuoteSchema,
  approvalSchema,
} from '@app/domain/estimates/approval';
import {
  type ClientEstimateView,
  clientEstimateSchema,
  type EstimateCard,
  estimateCardSchema,
  type ProEstimate,
  proEstimateSchema,
} from '@app/domain/estimates/contract';
import {
  type Deposit,
  type EstimateMode,
  estimateTotals,
  type TaxRule,
} from '@app/domain/estimates/estimate';
import { type EstimateLine, estimateLineInput, estimateLineOf } from '@app/domain/estimates/estimate-line';
import { clientView } from '@app/domain/estimates/views';

const line = (id: string, fields: Record<string, unknown>): EstimateLine =>
  estimateLineOf(
    estimateLineInput.parse({ room: 'Hall bath', design: { id: 41, version: 3 }, ...fields }),
    id,
  );

/** Version 1 of the hall bath: a tile, its labour, a vanity allowance and a permit fee. */
export const BATH_LINES: EstimateLine[] = [
  line('41:material:TILE1#7', {
    kind: 'material',
    category: 'floor_tile',
    description: 'Carrara hex floor tile',
    quantity: 6,
    unit: 'Box',
    unit_cost_cents: 8_450,
    product: { product: 'TILE1', sizeId: 7 },
    note: '48.37 sq ft ÷ 10 sq ft a box → 6 boxes',
  }),
  line('41:labour:floor_tile', {
    kind: 'labour',
    category: 'floor_tile',
    description: 'Floor tile installation',
    quantity: 48.37,
    unit: 'sq ft',
    unit_cost_cents: 800,
    markup_bps: 2_000,
    taxable: false,
  }),
  line('41:allowance:vanity', {
    kind: 'allowance',
    category: 'vanity',
    description: 'Vanity allowance',
    quantity: 1,
    unit: 'piece',
    unit_cost_cents: 80_000,
  }),
  line('line:permit', {
    kind: 'fee',
    category: 'general',
    description: 'Permit',
    quantity: 1,
    unit: 'each',
    unit_cost_cents: 35_000,
    taxable: false,
  }),
];

export const TAX = { state: 'CA', tax_bps: 725, labour_taxable: false };
const rule: TaxRule = { taxBps: TAX.tax_bps, labourTaxable: TAX.labour_taxable };
const CARL = { user_id: 30, name: 'Carl Pro' };

type VersionOver = Partial<ProEstimate['versions'][number]> & { lines?: EstimateLine[] };

/** One version of the pro's copy, its totals worked out as the server does (estimateTotals). */
export function proVersionOf(version: number, over: VersionOver = {}) {
  const lines = over.lines ?? BATH_LINES;
  const deposit: Deposit = over.deposit ?? { kind: 'percent', bps: 2_000 };
  return {
    version,
    mode: 'fixed_price' as EstimateMode,
    deposit,
    valid_until: '2026-12-31',
    message: '',
    totals: estimateTotals({ lines, deposit }, rule),
    tax: TAX,
    designs: [{ id: 41, version: 3 }],
    changes: [],
    unpriced: [],
    unrated: [],
    created_by: CARL,
    created_at: '2026-11-28T18:00:00Z',
    sent_at: null,
    declined_at: null,
    decline_reason: null,
    approval: null,
    ...over,
    lines,
  };
}

/** GET …/estimates/77 for a drafter: versions newest first. */
/** An estimate, not a change order. */
const ESTIMATE_KIND = { kind: 'estimate', parent_id: null, design_id: null } as const;

export const proEstimateOf = (
  versions: ReturnType<typeof proVersionOf>[],
  over: Partial<ProEstimate> = {},
): ProEstimate => {
  const newest = versions[0]!;
  return proEstimateSchema.parse({
    view: 'pro',
    id: 77,
    project_id: 5,
    ...ESTIMATE_KIND,
    status: 'draft',
    drafted_by: CARL,
    created_at: '2026-11-28T18:00:00Z',
    mode: newest.mode,
    deposit: newest.deposit,
    valid_until: newest.valid_until,
    message: newest.message,
    version: newest.version,
    sent_version: null,
    updated_at: '2026-11-28T18:00:00Z',
    versions,
    ...over,
  });
};

/** GET …/estimates/77 for the homeowner: the sent version in the mode it was sent in. */
export const clientEstimateOf = (
  mode: EstimateMode,
  over: Partial<ClientEstimateView['versions'][number]> = {},
  status: ClientEstimateView['status'] = 'sent',
): ClientEstimateView =>
  clientEstimateSchema.parse({
    view: 'client',
    id: 77,
    project_id: 5,
    ...ESTIMATE_KIND,
    status,
    drafted_by: CARL,
    created_at: '2026-11-28T18:00:00Z',
    versions: [
      {
        version: 2,
        valid_until: '2026-12-31',
        message: 'Tile as we discussed.',
        estimate: clientView({ lines: BATH_LINES, deposit: { kind: 'percent', bps: 2_000 } }, rule, mode),
        changes: ['Floor tile installation: 45 → 48.37 sq ft'],
        sent_at: '2026-11-28T19:00:00Z',
        declined_at: null,
        decline_reason: null,
        approval: null,
        ...over,
      },
    ],
  });

export const cardOf = (over: Partial<EstimateCard> = {}): EstimateCard =>
  estimateCardSchema.parse({
    id: 77,
    kind: 'estimate',
    parent_id: null,
    status: 'draft',
    version: 1,
    mode: 'fixed_price',
    total_cents: 123_456,
    drafted_by: CARL,
    sent_at: null,
    updated_at: '2026-11-28T18:00:00Z',
    ...over,
  });

/** GET …/estimates/77/approval?version=2: the tile's order (1 material line) and the deposit, in one charge. */
export const approvalQuoteOf = (over: Partial<ApprovalQuote> = {}): ApprovalQuote =>
  approvalQuoteSchema.parse({
    version: 2,
    materials_cents: 50_700,
    tax_cents: 3_676,
    shipping_cents: 1_500,
    order_cents: 55_876,
    deposit_cents: 16_287,
    due_cents: 72_163,
    refund_cents: 0,
    material_lines: 1,
    ship_to: { street: '12 Pine St', apartment: '', city: 'Oakland', state: 'CA', zip_code: '94607' },
    card: { brand: 'Visa', last4: '4242' },
    blockers: [],
    ...over,
  });

/** A version's approval: Ann Lee signed, and order 100123 was placed with the deposit. */
export const approvalOf = (over: Partial<ApprovalView> = {}): ApprovalView =>
  approvalSchema.parse({
    signature: 'Ann Lee',
    approved_at: '2026-11-30T18:00:00Z',
    approved_by: { user_id: 12, name: 'Ann Lee' },
    order: { id: 900, number: '100123' },
    payment: 'paid',
    deposit_cents: 16_287,
    ...over,
  });
