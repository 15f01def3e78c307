import { describe, expect, it } from 'vitest';
import { cardBrand, checkCard, cvcLength, formatCardNumber, formatExpiry, parseExpiry } from './card.ts';

describe('card formatting', () => {
  it('groups digits by the brand and caps the length', () => {
    expect(formatCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242 999');
    expect(formatCardNumber('4242-4242-4242-4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828224631000512')).toBe('3782 822463 10005');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('formats expiry as MM/YY and pads a lone month digit', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/2899')).toBe('12/28');
  });

  it('knows brand and CVC length', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('Visa');
    expect(cvcLength('378282246310005')).toBe(4);
    expect(cvcLength('')).toBe(3);
  });
});

describe('checkCard', () => {
  it('passes a valid card', () => {
    expect(checkCard({ card_number: '4242424242424242', exp_date: '12/34', cvv: '123' })).toEqual({});
  });
  it('parses expiry into month and full year', () => {
    expect(parseExpiry('07/31')).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry('13/31')).toBeNull();
  });
});
