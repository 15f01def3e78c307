import { formatCount } from '@app/domain/format/number';
import type { SVGProps } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAiSession } from '../../lib/ai-session.ts';
import { focusRing } from '../ui/focus-ring.ts';

/** A coin: a circle with a rim, in the text's colour. */
export function CoinIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      {...props}
    >
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="5" />
    </svg>
  );
}

/** "120 AI design coins" (one coin said as one). */
export const coinsLabel = (coins: number) =>
  `${formatCount(coins)} AI design ${coins === 1 ? 'coin' : 'coins'}`;

const LOOKS = {
  /** The header's row, light or the home page's dark header. */
  light:
    'gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200 hover:bg-amber-100',
  dark: 'gap-1.5 rounded-full bg-white/10 px-2.5 py-1 text-sm font-semibold text-amber-200 ring-1 ring-white/20 hover:bg-white/20',
  /** A row of the dark off-canvas menu. */
  menu: 'w-full gap-3 rounded px-3 py-3 text-base text-slate-100 hover:bg-white/10',
} as const;

/**
 * The AI account's coins in the header (issue 26 point 1), a link to /design-ai. Shown only with an AI
 * session: nothing at all until the page is hydrated and the AI user is known, so the server's drawing and
 * the hydration draw the same header, and the badge arriving after moves nothing (it ends its row). In the
 * off-canvas menu it is a row (a list item) of its own under AI 3D Design.
 */
export function CoinBalance({
  look = 'light',
  onNavigate,
}: {
  look?: keyof typeof LOOKS;
  /** Followed the link (the off-canvas menu closes). */
  onNavigate?: () => void;
}) {
  const { user } = useAiSession();
  if (!user) return null;
  const label = coinsLabel(user.coins);
  const link = (
    <Link
      to={paths.designAi}
      aria-label={label}
      title={label}
      data-testid="coin-balance"
      onClick={onNavigate}
      className={`inline-flex items-center tabular-nums ${LOOKS[look]} ${focusRing}`}
    >
      <CoinIcon className={`size-4 ${look === 'menu' ? 'text-amber-200' : ''}`} />
      {/* The menu has the room to say it; the header shows the number, its link named in full. */}
      <span className={look === 'menu' ? 'mr-auto' : ''}>
        {look === 'menu' ? label : formatCount(user.coins)}
      </span>
    </Link>
  );
  // The menu's rows are a list's items.
  return look === 'menu' ? <li>{link}</li> : link;
}
