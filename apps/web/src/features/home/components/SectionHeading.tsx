import type { ReactNode } from 'react';

/** A home section's h2 with its short introduction; `action` sits at the right (e.g. 'See All'). */
export function SectionHeading({
  id,
  title,
  intro,
  action,
  tone = 'light',
}: {
  id: string;
  title: string;
  intro?: string;
  action?: ReactNode;
  tone?: 'light' | 'dark';
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-2xl">
        <h2
          id={id}
          className={`text-2xl font-bold tracking-tight md:text-3xl ${tone === 'dark' ? 'text-white' : 'text-slate-900'}`}
        >
          {title}
        </h2>
        {intro && <p className={`mt-2 ${tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}`}>{intro}</p>}
      </div>
      {action}
    </div>
  );
}
