import { estimateCategoryLabel } from '@app/domain/estimates/categories';
import type { ProEstimate } from '@app/domain/estimates/contract';
import { type EstimateLine, lineTotalCents, unitWords } from '@app/domain/estimates/estimate-line';
import type { ClientEstimate, ClientGroup, ClientLine } from '@app/domain/estimates/views';
import { formatDate } from '@app/domain/format/date';
import { formatDecimal } from '@app/domain/format/number';
import { formatBps } from '@app/domain/format/percent';
import { formatUsd } from '@app/domain/money/cents';

/**
 * What an estimate's PDF prints, as text, decided from the reader's view of one version (estimate-views.ts
 * decided what they may see; this only lays it out): the pro's copy prints every line with its cost and
 * markup; the homeowner's prints their client view, so a fixed price has no cost or markup to print.
 */

export type PdfRow = {
  description: string;
  quantity: string;
  unitPrice: string;
  total: string;
  /** Printed only where the view carries them (the pro's copy; open book's own lines). */
  unitCost?: string;
  markup?: string;
  allowance: boolean;
};
export type PdfGroup = { label: string; total: string; rows: PdfRow[] };
export type PdfRoom = { room: string; groups: PdfGroup[] };

export type EstimateDocument = {
  company: string;
  logo: Buffer | null;
  project: string;
  homeowner: string;
  estimateId: number;
  /** 'Estimate 12', or 'Change order 14 to estimate 12'. */
  title: string;
  version: number;
  copy: 'pro' | 'client';
  mode: 'open_book' | 'fixed_price';
  sent: string;
  validUntil: string;
  message: string;
  /** Whether the tables have the unit cost and markup columns. */
  costColumns: boolean;
  rooms: PdfRoom[];
  allowances: { description: string; total: string }[];
  totals: [label: string, amount: string][];
};

export type Heading = Pick<
  EstimateDocument,
  'company' | 'logo' | 'project' | 'homeowner' | 'estimateId' | 'title'
>;
export type Tax = { state: string | null; tax_bps: number };

/** The WinAnsi characters beyond Latin-1 that the PDF's standard fonts can draw. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const isControl = (code: number) => (code < 0x20 && code !== 0x0a) || (code >= 0x7f && code < 0xa0);
/** Text the standard fonts can draw: control characters dropped, anything else they lack (an emoji, an arrow) '?'. */
export const printable = (text: string) =>
  [...text]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      if (isControl(code)) return '';
      return code <= 0xff || WIN_ANSI_EXTRA.has(c) ? c : '?';
    })
    .join('');

const quantityOf = (l: { quantity: number; unit: string }) =>
  `${formatDecimal(l.quantity)} ${printable(unitWords(l.unit, l.quantity))}`;

/** Groups, already by room and trade, gathered under their rooms in the order each room first comes. */
function byRoom<G extends { room: string }>(groups: readonly G[], print: (g: G) => PdfGroup): PdfRoom[] {
  const rooms = new Map<string, PdfRoom>();
  for (const g of groups) {
    const room = rooms.get(g.room) ?? { room: printable(g.room), groups: [] };
    rooms.set(g.room, room);
    room.groups.push(print(g));
  }
  return [...rooms.values()];
}

const allowancesOf = (rooms: PdfRoom[]) =>
  rooms.flatMap((r) =>
    r.groups.flatMap((g) =>
      g.rows
        .filter((row) => row.allowance)
        .map((row) => ({ description: row.description, total: row.total })),
    ),
  );

const taxLabel = (tax: Tax) =>
  tax.state ? `Tax (${formatBps(tax.tax_bps)}, ${tax.state})` : 'Tax (no ship-to state on file)';

function proRow(line: EstimateLine): PdfRow {
  const hidden = line.visible_to_client ? '' : ' (not shown to the homeowner)';
  return {
    description: `${printable(line.description)}${hidden}`,
    quantity: quantityOf(line),
    unitCost: formatUsd(line.unit_cost_cents),
    markup: formatBps(line.markup_bps),
    unitPrice: formatUsd(line.unit_price_cents),
    total: formatUsd(lineTotalCents(line)),
    allowance: line.kind === 'allowance',
  };
}

type ProVersion = ProEstimate['versions'][number];

/** The pro's copy of a version (drafters): every line, cost and markup, the totals split. */
export function proDocument(head: Heading, v: ProVersion): EstimateDocument {
  const groups = new Map<string, { room: string; lines: EstimateLine[] }>();
  for (const line of v.lines) {
    const key = JSON.stringify([line.room, line.category]);
    groups.set(key, { room: line.room, lines: [...(groups.get(key)?.lines ?? []), line] });
  }
  const rooms = byRoom([...groups.values()], (g) => ({
    label: estimateCategoryLabel(g.lines[0].category),
    total: formatUsd(g.lines.reduce((sum, l) => sum + lineTotalCents(l), 0)),
    rows: g.lines.map(proRow),
  }));
  const t = v.totals;
  return {
    ...head,
    version: v.version,
    copy: 'pro',
    mode: v.mode,
    sent: v.sent_at ? formatDate(v.sent_at) : 'Not sent (draft)',
    validUntil: v.valid_until ? formatDate(v.valid_until) : 'Not set',
    message: printable(v.message),
    costColumns: true,
    rooms,
    allowances: allowancesOf(rooms),
    totals: [
      ['Materials', formatUsd(t.materials_cents)],
      ['Labour', formatUsd(t.labour_cents)],
      ['Allowances', formatUsd(t.allowances_cents)],
      ['Fees', formatUsd(t.fees_cents)],
      ['Subtotal', formatUsd(t.subtotal_cents)],
      [taxLabel(v.tax), formatUsd(t.tax_cents)],
      ['Total', formatUsd(t.total_cents)],
      ['Deposit due at approval', formatUsd(t.deposit_cents)],
    ],
  };
}

function clientRow(line: ClientLine): PdfRow {
  return {
    description: printable(line.description),
    quantity: quantityOf(line),
    unitPrice: formatUsd(line.unit_price_cents),
    total: formatUsd(line.total_cents),
    ...(line.unit_cost_cents === undefined ? {} : { unitCost: formatUsd(line.unit_cost_cents) }),
    ...(line.markup_bps === undefined ? {} : { markup: formatBps(line.markup_bps) }),
    allowance: line.kind === 'allowance',
  };
}

/** What a group's lines not listed come to: the rest of a fixed price's trade, or the lines the pro hid. */
const restRow = (g: ClientGroup, mode: ClientEstimate['mode']): PdfRow[] =>
  g.other_cents === 0
    ? []
    : [
        {
          description: mode === 'fixed_price' ? 'Materials and labour' : 'Other items',
          quantity: '',
          unitPrice: '',
          total: formatUsd(g.other_cents),
          allowance: false,
        },
      ];

type ClientVersion = {
  version: number;
  valid_until: string | null;
  message: string;
  sent_at: string;
  estimate: ClientEstimate;
};

/** The homeowner's copy of a version sent to them: their client view, in the mode it was sent in. */
export function clientDocument(head: Heading, v: ClientVersion, tax: Tax): EstimateDocument {
  const { estimate } = v;
  const rooms = byRoom(estimate.groups, (g) => ({
    label: g.label,
    total: formatUsd(g.total_cents),
    rows: [...g.lines.map(clientRow), ...restRow(g, estimate.mode)],
  }));
  const t = estimate.totals;
  const split: EstimateDocument['totals'] =
    estimate.mode === 'open_book'
      ? [
          ['Materials', formatUsd(estimate.totals.materials_cents)],
          ['Labour', formatUsd(estimate.totals.labour_cents)],
          ['Allowances', formatUsd(t.allowances_cents)],
          ['Fees', formatUsd(estimate.totals.fees_cents)],
        ]
      : [['Allowances (included)', formatUsd(t.allowances_cents)]];
  return {
    ...head,
    version: v.version,
    copy: 'client',
    mode: estimate.mode,
    sent: formatDate(v.sent_at),
    validUntil: v.valid_until ? formatDate(v.valid_until) : 'Not set',
    message: printable(v.message),
    costColumns: rooms.some((r) => r.groups.some((g) => g.rows.some((row) => row.unitCost !== undefined))),
    rooms,
    allowances: allowancesOf(rooms),
    totals: [
      ...split,
      ['Subtotal', formatUsd(t.subtotal_cents)],
      [taxLabel(tax), formatUsd(t.tax_cents)],
      ['Total', formatUsd(t.total_cents)],
      ['Deposit due at approval', formatUsd(t.deposit_cents)],
    ],
  };
}
