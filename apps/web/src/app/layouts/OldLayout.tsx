import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AiAccountBar } from '../../components/ai/AiAccountBar.tsx';
import { LogoMark } from '../../components/layout/icons.tsx';
import { SkipLink } from '../../components/layout/SkipLink.tsx';
import { paths } from '../../config/paths.ts';
import { useSettings } from '../../lib/settings.ts';

/**
 * The old layout: a slim brand bar and the routed view, no site header or footer (AI design screens). The bar
 * carries the AI account's corner: its coins and 'AI sign out', or sign in and sign up.
 */
export function OldLayout({ children }: { children: ReactNode }) {
  const { appName } = useSettings();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <SkipLink />
      <header className="flex min-h-14 flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-4 py-2 sm:px-6">
        <Link
          to={paths.home}
          className="flex items-center gap-2 rounded font-semibold focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <LogoMark className="size-7 text-brand-600" />
          <span>{appName}</span>
        </Link>
        <div className="ml-auto flex items-center gap-3 sm:gap-5">
          <AiAccountBar />
          <Link
            to={paths.home}
            className="rounded text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Back to the store
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
