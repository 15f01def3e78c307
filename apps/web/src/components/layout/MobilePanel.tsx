import type { ReactNode } from 'react';
import { ChevronLeftIcon } from './icons.tsx';

/** One row of the dark off-canvas menu (links and the buttons that open a submenu). */
export const rowClasses =
  'flex w-full items-center justify-between gap-3 rounded px-3 py-3 text-left text-base text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-300';

/**
 * One level of the off-canvas menu. Levels sit side by side: the current one is on screen, its parents
 * slid out to the left, a deeper one (kept for the slide-back) to the right. Levels off screen are inert
 * and hidden from assistive technology; the slide is a CSS transform, off when reduced motion is asked for.
 */
export function MobilePanel({
  level,
  depth,
  label,
  children,
}: {
  level: number;
  depth: number;
  /** Names the level for screen readers (the department or category). */
  label: string;
  children: ReactNode;
}) {
  const active = level === depth;
  const position = active ? 'translate-x-0' : level < depth ? '-translate-x-full' : 'translate-x-full';
  return (
    <section
      data-panel={level}
      aria-label={label}
      aria-hidden={active ? undefined : true}
      inert={!active}
      className={`absolute inset-0 overflow-y-auto px-2 py-3 transition-transform duration-300 ease-out motion-reduce:transition-none ${position}`}
    >
      {children}
    </section>
  );
}

/** The top of a submenu: 'Back' to the level above, then the submenu's title. */
export function PanelHeading({
  title,
  backTo,
  onBack,
}: {
  title: string;
  backTo: string;
  onBack: () => void;
}) {
  return (
    <>
      <button
        type="button"
        data-back
        aria-label={`Back to ${backTo}`}
        onClick={onBack}
        className="flex items-center gap-1 rounded px-2 py-2 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-300"
      >
        <ChevronLeftIcon className="size-4" />
        Back
      </button>
      <h2 className="mt-2 border-b border-white/10 px-3 pb-3 text-lg font-semibold text-white">{title}</h2>
    </>
  );
}

/** The small uppercase title over a group of rows (Departments, Account, Company). */
export function MenuSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <p className="mt-5 px-3 text-xs font-semibold uppercase tracking-wider text-slate-400">{title}</p>
      <ul className="mt-1 space-y-0.5">{children}</ul>
    </>
  );
}
