import { describe, expect, it } from 'vitest';
import { BATH_LINES } from '../../testing/estimate-fixtures.ts';
import { draftOf, editCount, editorFieldOf, inputOf, newLine, rebase } from './line-drafts.ts';

const base = BATH_LINES.map(draftOf);
const [tile, labour, vanity, permit] = base as [
  (typeof base)[0],
  (typeof base)[0],
  (typeof base)[0],
  (typeof base)[0],
];

describe('the line editor’s drafts', () => {
  it('reads typed dollars and percent exactly into cents and basis points', () => {
    expect(inputOf({ ...labour, quantity: '48.37', unitCost: '8.10', markup: '12.5' })).toMatchObject({
      quantity: 48.37,
      unit_cost_cents: 810,
      markup_bps: 1_250,
    });
    expect(inputOf({ ...labour, quantity: '', unitCost: 'lots' }).unit_cost_cents).toBeNaN();
    expect(editorFieldOf('lines.3.unit_cost_cents')).toBe('3.unitCost');
    expect(editorFieldOf('lines.0.quantity')).toBe('0.quantity');
  });

  it('puts the member’s edits on the newer version without losing theirs or the other’s', () => {
    const fee = newLine('fee', 'Hall bath', 'toilet');
    // The member: labour to 55, the vanity removed, a fee added.
    const mine = [tile, { ...labour, quantity: '55' }, permit, fee];
    // The other: the permit now $400, the tile gone, a trim line added.
    const trim = { ...draftOf(BATH_LINES[1]!), id: '41:labour:trim', key: '41:labour:trim' };
    const theirs = [labour, vanity, { ...permit, unitCost: '400.00' }, trim];
    const out = rebase(base, mine, theirs);
    expect(out.map((d) => [d.id, d.quantity, d.unitCost])).toEqual([
      ['41:labour:floor_tile', '55', '8.00'],
      ['line:permit', '1', '400.00'],
      ['41:labour:trim', '48.37', '8.00'],
      [undefined, '1', ''],
    ]);
    expect(editCount(base, mine)).toBe(3);
  });

  it('brings back as new a line the member changed that the other removed', () => {
    const mine = [tile, labour, vanity, { ...permit, unitCost: '380.00' }];
    const out = rebase(base, mine, [tile, labour, vanity]);
    expect(out.at(-1)).toMatchObject({ id: undefined, description: 'Permit', unitCost: '380.00' });
  });
});
