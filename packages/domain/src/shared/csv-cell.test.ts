import { describe, expect, it } from 'vitest';
import { csvSafeCell } from './csv-cell.ts';

describe('csvSafeCell (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', '\'=HYPERLINK("http://evil.example","Click")'],
    ['+1 415 555 0100', "'+1 415 555 0100"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['  =1+1', "'  =1+1"],
    ['＝1+1', "'＝1+1"],
  ])('neutralises %j', (input, output) => {
    expect(csvSafeCell(input)).toBe(output);
  });

  it('leaves ordinary text, inner signs and empty values as they are', () => {
    expect(csvSafeCell('Ann Lee')).toBe('Ann Lee');
    expect(csvSafeCell('ann+tag@example.test')).toBe('ann+tag@example.test');
    expect(csvSafeCell('O’Brien, "Jr."')).toBe('O’Brien, "Jr."');
    expect(csvSafeCell(null)).toBe('');
    expect(csvSafeCell(undefined)).toBe('');
    expect(csvSafeCell('')).toBe('');
  });
});
