import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../components/layout/icons.tsx';
import { SkipLink } from '../../components/layout/SkipLink.tsx';
import { paths } from '../../config/paths.ts';
import { useSettings } from '../../lib/settings.ts';

/** The old layout: a slim brand bar and the routed view, no site header or footer (AI design screens). */
export function OldLayout({ children }: { children: ReactNode }) {
  const { appName } = useSettings();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <SkipLink />
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <Link
          to={paths.home}
          className="flex items-center gap-2 rounded font-semibold focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <LogoMark className="size-7 text-brand-600" />
          <span>{appName}</span>
        </Link>
        <Link
          to={paths.home}
          className="rounded text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Back to the store
        </Link>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
