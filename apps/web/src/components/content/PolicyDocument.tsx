import type { ReactNode } from 'react';
import type { PolicyPart } from '../../content/policies/policy-document.ts';
import type { PolicyContext } from '../../content/policies/policy-figures.ts';
import { useSettings } from '../../lib/settings.ts';
import { focusRing } from '../ui/focus-ring.ts';
import { PageIntro } from './PageIntro.tsx';

/** Lists and emphasis inside a policy's text, styled once here instead of in every paragraph. */
const bodyClasses =
  'space-y-3 leading-relaxed text-slate-700 [&_li]:pl-1 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5';

/**
 * A full policy page: title, date line, a table of contents (a sticky side column from 1024 px) and
 * numbered sections with h2 headings and anchors.
 */
export function PolicyDocument({
  eyebrow = 'Legal',
  title,
  dateLine,
  intro,
  sections,
  nested = false,
}: {
  /** Shown under another page's h1: the title is an h2 and the sections h3. */
  nested?: boolean;
  eyebrow?: string;
  title: string;
  dateLine?: string;
  intro?: ReactNode;
  sections: (context: PolicyContext) => PolicyPart[];
}) {
  const { appName, supportEmail } = useSettings();
  const parts = sections({ appName, supportEmail });
  const Heading = nested ? 'h3' : 'h2';
  return (
    <article aria-labelledby="policy-title">
      <PageIntro eyebrow={eyebrow} title={title} titleId="policy-title" nested={nested}>
        {dateLine && <p className="text-base font-medium text-slate-500">{dateLine}</p>}
        {intro && <div className="mt-2">{intro}</div>}
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-12">
        <nav
          aria-label="On this page"
          className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          <Heading className="text-sm font-semibold uppercase tracking-wider text-slate-500">
            On this page
          </Heading>
          <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {parts.map((part, index) => (
              <li key={part.id}>
                <a
                  href={`#${part.id}`}
                  className={`block rounded px-2 py-1 text-slate-700 hover:bg-brand-50 hover:text-brand-800 ${focusRing}`}
                >
                  {index + 1}. {part.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 space-y-8 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-8">
          {parts.map((part, index) => (
            <section key={part.id} id={part.id} aria-labelledby={`${part.id}-title`} className="scroll-mt-24">
              <Heading id={`${part.id}-title`} className="mb-3 text-xl font-semibold text-slate-900">
                {index + 1}. {part.title}
              </Heading>
              <div className={bodyClasses}>{part.body}</div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
