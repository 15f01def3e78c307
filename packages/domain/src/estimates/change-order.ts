import { formatUsd } from '../money/cents.ts';
import { productRefKey } from '../room/document.ts';
import { type DesignRef, type EstimateLine, lineTotalCents, unitWords } from './estimate-line.ts';

/**
 * A change in the room after approval, priced against the approved estimate (issue 25 point 5). Nothing is
 * re-priced in silence: an approved material keeps its price (more or less of it is priced at that price);
 * only a product new to the room takes today's price. A new choice fills the allowance it was left open for,
 * up to what is left of it; a change order is needed when the change costs more than that.
 */
export type ChangeInput = {
  /**
   * The approved lines as they stand now: the approved version with the change orders approved since applied,
   * one material line per product and room (the server keeps that copy).
   */
  approved: readonly EstimateLine[];
  /** The design version the change was made in. */
  design: DesignRef;
  /** draftEstimate's lines for that version at today's prices; its material lines are compared. */
  proposed: readonly EstimateLine[];
  /** Cents of each allowance line (by id) already used by earlier change orders. */
  allowanceUsed?: Readonly<Record<string, number>>;
  /** A change order line's id from its key (`remove:{line}`, `quantity:{line}`, `add:{line}`, `allowance:{line}`). */
  makeId: (key: string) => string;
};

export type QuantityChange = { line: EstimateLine; from: number; to: number; delta_cents: number };
export type AllowanceUse = {
  line: EstimateLine;
  left_before_cents: number;
  used_cents: number;
  left_after_cents: number;
};

export type ChangeOrder = {
  /**
   * The change order's lines: each removed material at minus its approved quantity and price, each quantity
   * change at the approved price, each new material at today's, each allowance used as minus its amount.
   */
  lines: EstimateLine[];
  /** The new materials, as lines of the change order. */
  added: EstimateLine[];
  /** The approved lines taken out of the room. */
  removed: EstimateLine[];
  quantities: QuantityChange[];
  allowances: AllowanceUse[];
  /** The material lines' sum: today's price of what is new, less what is removed. */
  materials_cents: number;
  allowance_applied_cents: number;
  /** materials − allowances applied, before tax: what the change costs beyond the allowances (< 0: a credit). */
  extra_cents: number;
  needed: boolean;
};

const keyOf = (l: EstimateLine) => JSON.stringify([l.room, l.product && productRefKey(l.product)]);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Whether a new choice fills an allowance: it covers one of its open parts, or (no parts) its room's trade. */
function fills(allowance: EstimateLine, line: EstimateLine, newParts: readonly string[]): boolean {
  if (line.parts.length === 0) return allowance.room === line.room && allowance.category === line.category;
  return newParts.some((p) => allowance.parts.includes(p));
}

/** What a priced addition costs and the parts it newly covers: what may fill an allowance. */
type Filler = { line: EstimateLine; amount: number; newParts: string[] };

/** The material lines of the change: removals and quantity changes at the approved price, additions at today's. */
function materialChanges(input: ChangeInput) {
  const inDesign = (l: EstimateLine) => l.kind === 'material' && l.product !== null;
  const approved = input.approved.filter((l) => inDesign(l) && l.design?.id === input.design.id);
  const proposed = new Map(input.proposed.filter(inDesign).map((l) => [keyOf(l), l]));
  const kept = new Set<string>();
  const out = {
    lines: [] as EstimateLine[],
    added: [] as EstimateLine[],
    removed: [] as EstimateLine[],
    quantities: [] as QuantityChange[],
    fillers: [] as Filler[],
  };
  for (const a of approved) {
    const p = proposed.get(keyOf(a));
    if (!p) {
      out.removed.push(a);
      const note = 'Removed from the room.';
      out.lines.push({ ...a, id: input.makeId(`remove:${a.id}`), quantity: -a.quantity, note });
      continue;
    }
    kept.add(keyOf(a));
    if (p.quantity === a.quantity) continue;
    const line: EstimateLine = {
      ...a,
      id: input.makeId(`quantity:${a.id}`),
      quantity: p.quantity - a.quantity,
      design: input.design,
      note: `${a.quantity} → ${p.quantity} ${unitWords(a.unit, p.quantity)} at the approved price.\n${p.note}`,
      parts: p.parts,
    };
    const delta = lineTotalCents(line);
    out.quantities.push({ line: a, from: a.quantity, to: p.quantity, delta_cents: delta });
    out.lines.push(line);
    const newParts = p.parts.filter((x) => !a.parts.includes(x));
    if (delta > 0) out.fillers.push({ line, amount: delta, newParts });
  }
  for (const p of proposed.values()) {
    if (kept.has(keyOf(p)) || p.quantity <= 0) continue;
    const line = { ...p, id: input.makeId(`add:${p.id}`) };
    out.added.push(line);
    out.lines.push(line);
    out.fillers.push({ line, amount: lineTotalCents(line), newParts: p.parts });
  }
  return out;
}

/** Each addition fills the allowances it was left open for, in order, up to what is left of each. */
function useAllowances(input: ChangeInput, fillers: readonly Filler[]): AllowanceUse[] {
  const uses = new Map<EstimateLine, AllowanceUse>();
  const left = new Map(
    input.approved
      .filter((l) => l.kind === 'allowance')
      .map((l) => [l, Math.max(0, lineTotalCents(l) - (input.allowanceUsed?.[l.id] ?? 0))]),
  );
  for (const f of fillers) {
    let due = f.amount;
    for (const [allowance, before] of left) {
      if (due <= 0 || before <= 0 || !fills(allowance, f.line, f.newParts)) continue;
      const used = Math.min(before, due);
      due -= used;
      left.set(allowance, before - used);
      const use = uses.get(allowance) ?? {
        line: allowance,
        left_before_cents: before,
        used_cents: 0,
        left_after_cents: before,
      };
      use.used_cents += used;
      use.left_after_cents -= used;
      uses.set(allowance, use);
    }
  }
  return [...uses.values()];
}

/** An allowance used, as a line of the change order: minus the amount used. */
const allowanceLine = (use: AllowanceUse, makeId: ChangeInput['makeId']): EstimateLine => ({
  ...use.line,
  id: makeId(`allowance:${use.line.id}`),
  description: `${use.line.description} applied`,
  quantity: -1,
  unit: 'allowance',
  unit_cost_cents: use.used_cents,
  markup_bps: 0,
  unit_price_cents: use.used_cents,
  note: `${formatUsd(use.used_cents)} of the ${formatUsd(use.left_before_cents)} left used; ${formatUsd(use.left_after_cents)} left.`,
});

export function priceChange(input: ChangeInput): ChangeOrder {
  const { lines, added, removed, quantities, fillers } = materialChanges(input);
  const allowances = useAllowances(input, fillers);
  const materials = sum(lines.map(lineTotalCents));
  const applied = sum(allowances.map((u) => u.used_cents));
  return {
    lines: [...lines, ...allowances.map((use) => allowanceLine(use, input.makeId))],
    added,
    removed,
    quantities,
    allowances,
    materials_cents: materials,
    allowance_applied_cents: applied,
    extra_cents: materials - applied,
    needed: materials - applied > 0,
  };
}
