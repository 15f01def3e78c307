import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_LIMITS,
  CHECKLIST_MESSAGES,
  type ChecklistItem,
  type ChecklistItemInput,
  changeChecklist,
  checklistItemInput,
  putChecklistBody,
  storedItemOf,
} from './checklist.ts';
import { formatDimensions, fromMillimetres, toMillimetres } from './checklist-dimensions.ts';

const item = (over: Record<string, unknown> = {}): ChecklistItemInput =>
  checklistItemInput.parse({ room: 'Kitchen', kind: 'surface', title: 'Backsplash tile', ...over });

let n = 0;
const newId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

describe('a checklist item', () => {
  it('keeps its measures as entered with their unit, and in millimetres, and shows both', () => {
    const inches = changeChecklist(
      [],
      [item({ dimensions: { width: 120, length: 96, height: 18.125 } })],
      true,
      newId,
    );
    expect(inches.ok && inches.items[0].dimensions).toEqual({
      unit: 'in',
      width: 120,
      length: 96,
      height: 18.125,
      width_mm: 3048,
      length_mm: 2438,
      height_mm: 460,
    });
    expect(formatDimensions({ width: 120, length: 96, height: 18 })).toBe(
      '120 × 96 × 18 in (3,048 × 2,438 × 457 mm)',
    );
    expect(formatDimensions({ width: 600, length: null, height: 900.5 }, 'mm')).toBe(
      '600 × 900.5 mm (23.62 × 35.45 in)',
    );
    expect(formatDimensions({ width: null, length: null, height: null })).toBe('');
    expect(toMillimetres(1 / 64, 'in')).toBe(0);
    expect(fromMillimetres(3048, 'in')).toBe(120);
  });

  it('reads an item stored in whole millimetres alone as its form showed it', () => {
    const [stored] = (changeChecklist([], [item()], true, newId) as { items: ChecklistItem[] }).items;
    const older = {
      ...stored,
      dimensions: { unit: 'in' as const, width_mm: 3048, length_mm: null, height_mm: 457 },
    };
    expect(storedItemOf(older).dimensions).toEqual({
      unit: 'in',
      width: 120,
      length: null,
      height: 17.99,
      width_mm: 3048,
      length_mm: null,
      height_mm: 457,
    });
    expect(storedItemOf(stored)).toEqual(stored);
  });

  it('refuses what a member cannot mean, each on its field', () => {
    const problems = (over: Record<string, unknown>) =>
      checklistItemInput
        .safeParse({ room: 'Kitchen', kind: 'surface', title: 'Tile', ...over })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(problems({ room: '  ' })).toEqual([['room', 'The room field is required.']]);
    expect(problems({ kind: 'wish' })).toEqual([['kind', 'The kind must be surface, fixture or task.']]);
    expect(problems({ quantity: 0 })).toEqual([['quantity', 'The quantity must be at least 1.']]);
    expect(problems({ quantity: '1e3' })).toEqual([['quantity', 'The quantity must be an integer.']]);
    expect(problems({ dimensions: { width: -1 } })).toEqual([
      ['dimensions.width', 'The width must be greater than 0.'],
    ]);
    expect(problems({ dimensions: { unit: 'in', length: 4000 } })).toEqual([
      ['dimensions.length', 'The length may not be more than 100 m.'],
    ]);
    expect(problems({ dimensions: { unit: 'ft', length: 4 } })).toEqual([
      ['dimensions.unit', 'The unit must be in or mm.'],
    ]);
    // A thin thing is measured too, as typed (its whole millimetres are 0).
    expect(problems({ dimensions: { unit: 'mm', width: 0.2 } })).toBeUndefined();
    expect(problems({ dimensions: { unit: 'in', width: 18.03125 } })).toEqual([
      ['dimensions.width', 'The width may have at most 4 decimal places.'],
    ]);
    expect(problems({ dimensions: { unit: 'mm', height: 457.25 } })).toEqual([
      ['dimensions.height', 'The height may have at most 1 decimal place.'],
    ]);
    expect(problems({ status: 'done' })).toEqual([['status', 'The status is invalid.']]);
    expect(problems({ product: "x'; drop" })).toEqual([['product', 'The product is invalid.']]);
    expect(problems({ notes: 'n'.repeat(CHECKLIST_LIMITS.notes + 1) })?.[0][0]).toBe('notes');
  });
});

describe('changing a checklist', () => {
  const current = (() => {
    const made = changeChecklist([], [item(), item({ title: 'Faucet', kind: 'fixture' })], true, newId);
    if (!made.ok) throw new Error('fixture');
    return made.items;
  })();

  it('appends with append_items true, the current items untouched', () => {
    const next = changeChecklist(current, [item({ title: 'Paint walls', kind: 'task' })], true, newId);
    expect(next.ok && next.items.map((i) => i.title)).toEqual(['Backsplash tile', 'Faucet', 'Paint walls']);
    expect(next.ok && next.items[0]).toBe(current[0]);
  });

  it('replaces with append_items false: an item sent with its id keeps it, one left out is removed', () => {
    const next = changeChecklist(
      current,
      [item({ id: current[1].id, title: 'Faucet', kind: 'fixture', status: 'chosen' })],
      false,
      newId,
    );
    expect(next.ok && next.items).toEqual([{ ...current[1], status: 'chosen' }]);
  });

  it('refuses an id that is no longer there, naming the item', () => {
    const gone = '11111111-1111-4111-8111-111111111111';
    expect(changeChecklist(current, [item(), item({ id: gone })], false, newId)).toEqual({
      ok: false,
      message: CHECKLIST_MESSAGES.unknownItem,
      path: ['items', 1, 'id'],
    });
  });

  it(`holds at most ${CHECKLIST_LIMITS.items} items, appended or sent whole`, () => {
    const full = Array.from({ length: CHECKLIST_LIMITS.items - 1 }, () => item());
    const almost = changeChecklist(current, full, false, newId);
    expect(almost.ok).toBe(true);
    if (!almost.ok) return;
    expect(changeChecklist(almost.items, [item()], true, newId).ok).toBe(true);
    expect(changeChecklist(almost.items, [item(), item()], true, newId)).toMatchObject({
      ok: false,
      message: CHECKLIST_MESSAGES.tooMany,
    });
    expect(putChecklistBody.safeParse({ version: 1, items: [...full, item(), item()] }).success).toBe(false);
  });

  it('names the items whose assignee is new, to tell them', () => {
    const next = changeChecklist(
      current,
      [item({ id: current[0].id, assignee_id: 7 }), item({ id: current[1].id })],
      false,
      newId,
    );
    expect(next.ok && next.assigned.map((i) => i.id)).toEqual([current[0].id]);
    if (!next.ok) return;
    const again = changeChecklist(next.items, [item({ id: current[0].id, assignee_id: 7 })], false, newId);
    expect(again.ok && again.assigned).toEqual([]);
  });

  it('needs the version the change was made on', () => {
    expect(putChecklistBody.safeParse({ append_items: true, items: [] }).error?.issues[0].path).toEqual([
      'version',
    ]);
    expect(putChecklistBody.parse({ version: '3', items: [] })).toMatchObject({
      version: 3,
      append_items: false,
    });
  });
});
