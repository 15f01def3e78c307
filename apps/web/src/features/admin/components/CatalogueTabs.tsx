import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import type { CatalogueTab } from './catalogue-params.ts';

const TABS: { id: CatalogueTab; label: string }[] = [
  { id: 'products', label: 'Products' },
  { id: 'brands', label: 'Brands' },
];

/**
 * The catalogue's two tabs (WAI-ARIA tabs, automatic activation: arrow keys, Home and End); the selected
 * one lives in the address, so a brand's "See its products" can switch tabs.
 */
export function CatalogueTabs({
  selected,
  onSelect,
  children,
}: {
  selected: CatalogueTab;
  onSelect: (tab: CatalogueTab) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = TABS.findIndex((t) => t.id === selected);
  const move = (to: number) => {
    const next = (to + TABS.length) % TABS.length;
    onSelect(TABS[next].id);
    refs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    move(moves[e.key]);
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label="Catalogue"
        onKeyDown={onKeyDown}
        className="flex gap-2 border-b border-slate-200"
      >
        {TABS.map((tab, i) => (
          <button
            key={tab.id}
            ref={(node) => {
              refs.current[i] = node;
            }}
            id={`${baseId}-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${focusRing} ${tab.id === selected ? 'border-brand-600 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${selected}`} className="mt-6">
        {children}
      </div>
    </div>
  );
}
