import { Link } from 'react-router';
import { focusRing } from '../ui/focus-ring.ts';

export type Crumb = { label: string; to?: string };

/** Home › Department › Category: the last crumb is the current page (not a link). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-slate-600">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.to ?? 'here'}-${item.label}`} className="flex items-center gap-1.5">
              {index > 0 && (
                <span aria-hidden="true" className="text-slate-400">
                  ›
                </span>
              )}
              {item.to && !last ? (
                <Link to={item.to} className={`rounded-sm hover:text-brand-700 hover:underline ${focusRing}`}>
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'font-medium text-slate-900' : ''}
                >
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
