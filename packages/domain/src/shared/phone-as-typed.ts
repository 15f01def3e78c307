import { digitsOnly } from '../format/digits.ts';
import { formatUsPhone } from '../format/us-phone.ts';
import { DEFAULT_COUNTRY_CODE } from './constants.ts';

/**
 * A phone as shown while it is typed (spec point 9: US format (xxx) xxx-xxxx): with +1 the format builds up
 * digit by digit, with no trailing punctuation so Backspace always removes a digit; other calling codes keep
 * plain digits (at most 15, the E.164 limit).
 */
export function phoneAsTyped(value: string, countryCode: string): string {
  if (countryCode !== DEFAULT_COUNTRY_CODE) return digitsOnly(value).slice(0, 15);
  return formatUsPhone(digitsOnly(value).slice(0, 10));
}
