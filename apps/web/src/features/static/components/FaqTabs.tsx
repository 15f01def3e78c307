import { type KeyboardEvent, useRef } from 'react';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import type { FaqTopic } from '../../../content/faq/faq-types.ts';

const KEY_STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * WAI-ARIA tabs (automatic activation): one tab stop, arrows/Home/End move and select, Tab goes into the
 * panel. A horizontal scrolling row on phones; wraps from 768 px; a side column from 1024 px.
 */
export function FaqTabs({
  topics,
  selectedId,
  onSelect,
}: {
  topics: FaqTopic[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const selected = topics.find((topic) => topic.id === selectedId) ?? topics[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = KEY_STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = topics[step(index, topics.length)];
    onSelect(next.id);
    tabs.current.get(next.id)?.focus();
  };

  return (
    <div className="lg:grid lg:grid-cols-[16rem_1fr] lg:gap-10">
      <div
        role="tablist"
        aria-label="FAQ topics"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-wrap md:px-0 lg:flex-col lg:overflow-visible"
      >
        {topics.map((topic, index) => {
          const isSelected = topic.id === selected.id;
          return (
            <button
              key={topic.id}
              ref={(node) => {
                if (node) tabs.current.set(topic.id, node);
                else tabs.current.delete(topic.id);
              }}
              type="button"
              role="tab"
              id={`faq-tab-${topic.id}`}
              aria-selected={isSelected}
              aria-controls={`faq-panel-${topic.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(topic.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`shrink-0 rounded-md px-4 py-2 text-left text-sm font-semibold whitespace-nowrap lg:whitespace-normal ${focusRing} ${
                isSelected
                  ? 'bg-brand-600 text-white'
                  : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50'
              }`}
            >
              {topic.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`faq-panel-${selected.id}`}
        aria-labelledby={`faq-tab-${selected.id}`}
        className="mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-8 lg:mt-0"
      >
        <h2 className="text-xl font-semibold text-slate-900">{selected.label}</h2>
        <div className="mt-4 divide-y divide-slate-200">
          {selected.entries.map((entry) => (
            <details key={entry.question} className="group py-3">
              <summary
                className={`flex cursor-pointer list-none items-start justify-between gap-4 rounded font-medium text-slate-900 ${focusRing}`}
              >
                <h3 className="text-base">{entry.question}</h3>
                <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <div className="mt-2 leading-relaxed text-slate-700">{entry.answer}</div>
            </details>
          ))}
        </div>
      </div>
    </div>
  );
}
