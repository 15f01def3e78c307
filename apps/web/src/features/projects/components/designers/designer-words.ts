import type { Nearness } from '@app/domain/projects/designers';
import type { DesignerCard } from '@app/domain/projects/designers-view';

/** "San Francisco, CA" (either part may be missing). */
export const placeOf = (d: Pick<DesignerCard, 'city' | 'state'>) =>
  [d.city, d.state].filter((part) => part.trim() !== '').join(', ');

/** How near the showroom, in words; nothing for a designer elsewhere (the list is nearest first anyway). */
export const NEARNESS_WORDS: Record<Nearness, string | null> = {
  local: 'Near the showroom',
  state: 'Same state',
  other: null,
};

/** "12 designs in portfolio", "1 design …", "No designs yet". */
export const portfolioWords = (count: number) =>
  count === 0 ? 'No designs yet' : `${count} design${count === 1 ? '' : 's'} in portfolio`;

/** The project's people call it hiring; the pro invites (spec point 1: "can invite a designer"). */
export const hireLabel = (role: 'owner' | 'pro') =>
  role === 'owner' ? 'Hire a designer' : 'Invite a designer';
