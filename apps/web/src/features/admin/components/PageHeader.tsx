import type { ReactNode } from 'react';

/**
 * Every console page opens the same way: its title, one or two sentences on what the page does, and the
 * page's own action (if any) on the right from 640 px, under the words on a phone.
 */
export function PageHeader({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">{title}</h1>
        {children && <p className="mt-1 max-w-3xl text-sm text-slate-600">{children}</p>}
      </div>
      {action && <div className="flex shrink-0 flex-wrap gap-2">{action}</div>}
    </header>
  );
}
