import { PageIntro } from '../../../components/content/PageIntro.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import { HOW_IT_WORKS_STEPS, SAVINGS } from '../../../content/marketing/company.ts';

/** /how-it-works: floor plan → template → virtual showroom → materials (spec point 2). */
export default function HowItWorksPage() {
  return (
    <article aria-labelledby="how-title">
      <PageIntro eyebrow="How it works" title="Design your room in four steps" titleId="how-title">
        <p>
          From an empty floor plan to a delivered order, with your contractor at your side and savings of up
          to {SAVINGS.upTo} on materials.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h2 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h2>
              <p className="mt-2 leading-relaxed text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <section
          aria-labelledby="how-start"
          className="mt-12 flex flex-col items-start gap-4 rounded-lg bg-brand-50 p-6 md:flex-row md:items-center md:justify-between md:p-8"
        >
          <div>
            <h2 id="how-start" className="text-xl font-semibold text-slate-900">
              Ready to start?
            </h2>
            <p className="mt-1 text-slate-700">
              Enter your contractor’s showroom ID on the home page, or open a showroom of your own as a pro.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.home}>Enter a showroom ID</ButtonLink>
            <ButtonLink to={paths.proAccount} variant="outline">
              I am a pro
            </ButtonLink>
          </div>
        </section>
      </div>
    </article>
  );
}
