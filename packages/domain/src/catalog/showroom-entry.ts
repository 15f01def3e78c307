import { SHOWROOM_ID_LENGTH, SHOWROOM_LOOKUP_MIN } from '../shared/constants.ts';

/**
 * What typing in the showroom-ID field triggers (spec point 4): nothing for 1–2 characters, a search when
 * empty or longer than 2, and the full lookup at exactly 8.
 */
export function showroomLookupKind(text: string): 'none' | 'search' | 'full' {
  const t = text.trim();
  if (t.length === SHOWROOM_ID_LENGTH) return 'full';
  if (t.length === 0 || t.length > SHOWROOM_LOOKUP_MIN) return 'search';
  return 'none';
}
