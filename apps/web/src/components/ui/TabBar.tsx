import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { focusRing } from './focus-ring.ts';

/** `countLabel`: the count is news (unread messages): drawn in the brand's colour and read as these words. */
export type TabBarTab<Id extends string> = { id: Id; label: string; count?: number; countLabel?: string };

/**
 * Tabs whose selection the caller keeps (in the address, so a link can open one): WAI-ARIA tabs with
 * automatic activation — arrow keys, Home and End move and select. Scrolls sideways on a narrow screen, and
 * keeps the selected tab in sight there (a link that opens the last tab on a phone shows it selected).
 */
export function TabBar<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly TabBarTab<Id>[];
  selected: Id;
  onSelect: (tab: Id) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current[index];
    if (!list || !tab) return;
    const within = list.getBoundingClientRect();
    const at = tab.getBoundingClientRect();
    const margin = 16;
    if (at.left < within.left) list.scrollLeft -= within.left - at.left + margin;
    else if (at.right > within.right) list.scrollLeft += at.right - within.right + margin;
  }, [index]);
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = (moves[e.key] + tabs.length) % tabs.length;
    onSelect(tabs[next].id);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(node) => {
              refs.current[i] = node;
            }}
            id={`${baseId}-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={i === index}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold ${focusRing} ${
              i === index
                ? 'border-brand-600 text-brand-800'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {tab.label}
            {tab.count !== undefined && !tab.countLabel && (
              <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {tab.count}
              </span>
            )}
            {tab.countLabel && (
              <>
                <span
                  aria-hidden="true"
                  className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white"
                >
                  {tab.count}
                </span>
                <span className="sr-only">, {tab.countLabel}</span>
              </>
            )}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-${tabs[index]?.id}`}
        className="pt-6"
      >
        {children}
      </div>
    </div>
  );
}
