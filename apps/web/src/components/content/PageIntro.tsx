import type { ReactNode } from 'react';

/**
 * The top of a static page: a small area label, the page's one h1 and a lead paragraph. `nested` makes the
 * title an h2, for a document shown under another page's h1.
 */
export function PageIntro({
  eyebrow,
  title,
  titleId,
  nested = false,
  children,
}: {
  eyebrow: string;
  title: string;
  titleId: string;
  nested?: boolean;
  children?: ReactNode;
}) {
  const Title = nested ? 'h2' : 'h1';
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
        <Title id={titleId} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
          {title}
        </Title>
        {children && <div className="mt-4 max-w-3xl text-lg text-slate-600">{children}</div>}
      </div>
    </header>
  );
}
