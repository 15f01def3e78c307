import { describe, expect, it } from 'vitest';
import { type ChecklistItem, checklistItemInput, checklistItemOf } from './checklist.ts';
import { addedAgain, changedFields, changedSince, itemBodyOf, writeOf } from './checklist-edit.ts';

const uuid = (n: string) => `00000000-0000-4000-8000-${n.charCodeAt(0).toString().padStart(12, '0')}`;
const item = (name: string, over: Record<string, unknown> = {}): ChecklistItem =>
  checklistItemOf(
    checklistItemInput.parse({
      room: 'Kitchen',
      kind: 'surface',
      title: `Item ${name}`,
      dimensions: { unit: 'in', width: 120.25, height: 18 },
      ...over,
    }),
    uuid(name),
  );
const [A, B, C] = ['a', 'b', 'c'].map(uuid);

describe('a member’s checklist edit, made again on someone else’s copy (issue 24)', () => {
  const a = item('a');
  const b = item('b', { dimensions: { unit: 'mm', width: 1001 }, assignee_id: 4, product: 'abc' });

  it('sends a stored item back as it was: measures in their unit, ids and links kept', () => {
    const body = itemBodyOf(b);
    expect(body).toMatchObject({
      id: B,
      dimensions: { unit: 'mm', width: 1001, length: null },
      assignee_id: 4,
    });
    expect(checklistItemOf(checklistItemInput.parse(body), B)).toEqual(b);
    expect(checklistItemOf(checklistItemInput.parse(itemBodyOf(a)), A)).toEqual(a);
  });

  it('appends an addition, replaces the list for a change or a removal', () => {
    const add = writeOf([a], { kind: 'add', item: { room: 'Bath', kind: 'task', title: 'Demo' } });
    expect(add).toEqual({ append_items: true, items: [{ room: 'Bath', kind: 'task', title: 'Demo' }] });
    const change = writeOf([a, b], {
      kind: 'update',
      id: B,
      title: 'Item b',
      patch: { status: 'ordered' },
      after: { ...itemBodyOf(b), status: 'ordered' },
    });
    expect(change).toMatchObject({
      append_items: false,
      items: [{ id: A }, { id: B, status: 'ordered', assignee_id: 4 }],
    });
    expect(writeOf([a, b], { kind: 'remove', id: A, title: 'Item a' })).toMatchObject({
      append_items: false,
      items: [{ id: B }],
    });
  });

  it('a change keeps what someone else saved in the other fields; an item removed meanwhile is gone', () => {
    const theirs = item('b', {
      dimensions: { unit: 'mm', width: 1001 },
      assignee_id: 4,
      product: 'abc',
      notes: 'Theirs',
    });
    const edit = {
      kind: 'update' as const,
      id: B,
      title: 'Item b',
      patch: changedFields(itemBodyOf(b), { ...itemBodyOf(b), status: 'ordered' }),
      after: { ...itemBodyOf(b), status: 'ordered' as const },
    };
    expect(edit.patch).toEqual({ status: 'ordered' });
    const write = writeOf([theirs], edit);
    expect(write).toMatchObject({ items: [{ id: B, status: 'ordered', notes: 'Theirs' }] });
    expect(writeOf([a], edit)).toEqual({ gone: true });
    const again = addedAgain(edit);
    expect(again).toMatchObject({ kind: 'add', item: { title: 'Item b', status: 'ordered' } });
    expect('id' in (again.kind === 'add' ? again.item : {})).toBe(false);
  });

  it('points out the items someone else added or changed', () => {
    expect([...changedSince([a, b], [a, item('b', { title: 'Other' }), item('c')])]).toEqual([B, C]);
  });
});
