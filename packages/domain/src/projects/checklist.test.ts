import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_LIMITS,
  CHECKLIST_MESSAGES,
  type ChecklistItemInput,
  changeChecklist,
  checklistItemInput,
  putChecklistBody,
} from './checklist.ts';
import { formatDimensions, fromMillimetres, toMillimetres } from './checklist-dimensions.ts';

const item = (over: Record<string, unknown> = {}): ChecklistItemInput =>
  checklistItemInput.parse({ room: 'Kitchen', kind: 'surface', title: 'Backsplash tile', ...over });

let n = 0;
const newId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

describe('a checklist item', () => {
  it('keeps its measures in millimetres from inches or millimetres, and shows both', () => {
    const inches = changeChecklist(
      [],
      [item({ dimensions: { width: 120, length: 96, height: 36 } })],
      true,
      newId,
    );
    expect(inches.ok && inches.items[0].dimensions).toEqual({
      unit: 'in',
      width_mm: 3048,
      length_mm: 2438,
      height_mm: 914,
    });
    expect(formatDimensions({ width_mm: 3048, length_mm: 2438, height_mm: 914 })).toBe(
      '120 × 95.98 × 35.98 in (3,048 × 2,438 × 914 mm)',
    );
    expect(formatDimensions({ width_mm: 600, length_mm: null, height_mm: 900 }, 'mm')).toBe(
      '600 × 900 mm (23.62 × 35.43 in)',
    );
    expect(formatDimensions({ width_mm: null, length_mm: null, height_mm: null })).toBe('');
    expect(toMillimetres(1 / 64, 'in')).toBe(0);
    expect(fromMillimetres(3048, 'in')).toBe(120);
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
    expect(problems({ dimensions: { unit: 'mm', width: 0.2 } })).toEqual([
      ['dimensions.width', 'The width must be at least 1 mm.'],
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
