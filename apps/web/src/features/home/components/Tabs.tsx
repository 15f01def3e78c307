import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { focusRing } from '../../../components/ui/focus-ring.ts';

export type TabItem = { label: string; panel: () => ReactNode };

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys move between tabs, Home / End
 * jump to the first / last. Only the selected panel's content is rendered.
 */
export function Tabs({ label, tabs }: { label: string; tabs: readonly TabItem[] }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-2">
        {tabs.map((tab, index) => {
          const active = index === selected;
          return (
            <button
              key={tab.label}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              id={tabId(index)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId(index)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold transition-colors ${focusRing} ${
                active
                  ? 'bg-brand-700 text-white'
                  : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          id={panelId(index)}
          role="tabpanel"
          aria-labelledby={tabId(index)}
          hidden={index !== selected}
          className="mt-6"
        >
          {index === selected && tab.panel()}
        </div>
      ))}
    </div>
  );
}
