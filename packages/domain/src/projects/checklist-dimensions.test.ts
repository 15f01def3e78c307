import { describe, expect, it } from 'vitest';
import { checklistItemInput, checklistItemOf, storedItemOf } from './checklist.ts';
import { type DimensionUnit, decimalsOf, formatDimensions } from './checklist-dimensions.ts';
import { itemBodyOf } from './checklist-edit.ts';

/** "1,234.5": a decimal as a person writes it, built from its digits (not by the code under test). */
function written(hundredths: number, places: number): string {
  const scale = 10 ** places;
  const units = Math.round(hundredths);
  const whole = Math.floor(units / scale);
  const fraction =
    places === 0
      ? ''
      : String(units % scale)
          .padStart(places, '0')
          .replace(/0+$/, '');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/**
 * Typed, saved as JSON (PostgreSQL's jsonb keeps the number's text), read back: the value and the words
 * shown in its unit are what was typed.
 */
function roundTrip(value: number, unit: DimensionUnit) {
  const input = checklistItemInput.parse({
    room: 'Kitchen',
    kind: 'surface',
    title: 'Tile',
    dimensions: { unit, width: value },
  });
  const stored = JSON.parse(JSON.stringify(checklistItemOf(input, 'x')));
  const read = storedItemOf(stored);
  return { read, text: formatDimensions(read.dimensions, unit), body: itemBodyOf(read) };
}

describe('a checklist measure is kept as typed (issue 24: 18 in came back as 17.99 in)', () => {
  it('every inch value from 0.01 to 1,200 in steps of 0.01 comes back exactly, in its value and in words', () => {
    let wrong = 0;
    for (let n = 1; n <= 120_000; n++) {
      const typed = n / 100; // the number a form parses from "18.07"
      const { read, text, body } = roundTrip(typed, 'in');
      if (
        read.dimensions.width !== typed ||
        body.dimensions?.width !== typed ||
        !text.startsWith(`${written(n, 2)} in (`)
      )
        wrong++;
    }
    expect(wrong).toBe(0);
  });

  it('every millimetre value from 1 to 30,000 comes back exactly', () => {
    let wrong = 0;
    for (let mm = 1; mm <= 30_000; mm++) {
      const { read, text } = roundTrip(mm, 'mm');
      if (
        read.dimensions.width !== mm ||
        read.dimensions.width_mm !== mm ||
        !text.startsWith(`${written(mm, 0)} mm (`)
      )
        wrong++;
    }
    expect(wrong).toBe(0);
  });

  it('keeps a tape’s sixteenths and a tenth of a millimetre; counts decimal places however a number is written', () => {
    expect(roundTrip(18.0625, 'in').text).toBe('18.0625 in (459 mm)');
    expect(roundTrip(457.2, 'mm').text).toBe('457.2 mm (18 in)');
    expect([decimalsOf(18), decimalsOf(18.125), decimalsOf(1.5e-7), decimalsOf(2e21)]).toEqual([0, 3, 8, 0]);
  });
});
