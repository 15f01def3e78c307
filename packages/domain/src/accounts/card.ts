import valid from 'card-validator';
import { MESSAGES } from './messages.ts';

export type CardInput = { card_number?: string; exp_date?: string; cvv?: string };
export type CardErrors = Partial<Record<'card_number' | 'exp_date' | 'cvv', string>>;

/** Card checks of spec point 5, with card-validator; empty input means "no card". */
export function checkCard(input: CardInput): CardErrors {
  const errors: CardErrors = {};
  const number = (input.card_number ?? '').replace(/\s+/g, '');
  const numberCheck = valid.number(number);
  if (!numberCheck.isValid) errors.card_number = MESSAGES.invalidCardNumber;
  if (!valid.expirationDate(input.exp_date ?? '').isValid) errors.exp_date = MESSAGES.invalidExpiry;
  const cvcSize = numberCheck.card?.code.size ?? 3;
  if (!valid.cvv(input.cvv ?? '', cvcSize).isValid) errors.cvv = MESSAGES.invalidCvc;
  return errors;
}

export const hasAnyCardField = (input: CardInput & { name_on_Card?: string }) =>
  [input.card_number, input.exp_date, input.cvv, input.name_on_Card].some((v) => (v ?? '').trim() !== '');

/** Parses MM/YY (or MM/YYYY) into a month and a four-digit year. */
export function parseExpiry(exp: string): { month: number; year: number } | null {
  const parsed = valid.expirationDate(exp);
  if (!parsed.isValid || !parsed.month || !parsed.year) return null;
  const year = Number(parsed.year.length === 2 ? `20${parsed.year}` : parsed.year);
  return { month: Number(parsed.month), year };
}

/** Card number auto-format: groups of four (Amex 4-6-5), capped at the brand's longest length. */
export function formatCardNumber(value: string) {
  const digits = value.replace(/\D+/g, '');
  const card = valid.number(digits).card;
  const max = card ? Math.max(...card.lengths) : 19;
  const gaps = [...(card?.gaps ?? [4, 8, 12]), ...(max > 16 ? [16] : [])];
  let out = '';
  digits
    .slice(0, max)
    .split('')
    .forEach((ch, i) => {
      if (gaps.includes(i)) out += ' ';
      out += ch;
    });
  return out;
}

/** Expiry auto-format: MM/YY. */
export function formatExpiry(value: string) {
  let d = value.replace(/\D+/g, '').slice(0, 4);
  if (d.length === 1 && Number(d) > 1) d = `0${d}`;
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export const cardBrand = (number: string) =>
  valid.number(number.replace(/\s+/g, '')).card?.niceType ?? 'Card';
export const cvcLength = (number: string) => valid.number(number.replace(/\s+/g, '')).card?.code.size ?? 3;
