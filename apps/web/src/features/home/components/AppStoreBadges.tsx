import { ExternalLink } from '../../../components/ui/ExternalLink.tsx';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { APP_STORE_LINKS } from '../../../content/marketing/home.ts';

const badgeClass = `inline-flex h-14 items-center gap-3 rounded-lg bg-black px-4 text-white ring-1 ring-white/40 hover:bg-slate-800 ${focusRing}`;

const APPLE =
  'M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.7-4.1ZM13.9 5c.7-.9 1.2-2 1.1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3-1.5Z';

/** 'Download on the App Store' and 'Get it on Google Play' badges for the pros' mobile app. */
export function AppStoreBadges() {
  return (
    <div className="flex flex-wrap gap-3">
      <ExternalLink href={APP_STORE_LINKS.appStore} className={badgeClass}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="currentColor">
          <path d={APPLE} />
        </svg>
        <span className="text-left leading-tight">
          <span className="block text-xs">Download on the</span>
          <span className="block text-lg font-semibold">App Store</span>
        </span>
      </ExternalLink>
      <ExternalLink href={APP_STORE_LINKS.googlePlay} className={badgeClass}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7">
          <path d="M4 2.5 13.6 12 4 21.5c-.4-.2-.6-.6-.6-1.1V3.6c0-.5.2-.9.6-1.1Z" fill="#34d399" />
          <path d="m16.8 8.8-3.2 3.2L4 2.5c.2-.1.5-.1.8 0l12 6.3Z" fill="#60a5fa" />
          <path d="m16.8 15.2-12 6.3c-.3.1-.6.1-.8 0l9.6-9.5 3.2 3.2Z" fill="#f87171" />
          <path d="m20.4 10.7-3.6-1.9-3.2 3.2 3.2 3.2 3.6-1.9c1-.6 1-2 0-2.6Z" fill="#fbbf24" />
        </svg>
        <span className="text-left leading-tight">
          <span className="block text-xs">Get it on</span>
          <span className="block text-lg font-semibold">Google Play</span>
        </span>
      </ExternalLink>
    </div>
  );
}
