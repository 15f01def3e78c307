import { PageIntro } from '../../../components/content/PageIntro.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import { PRO_BENEFITS } from '../../../content/marketing/pro-benefits.ts';
import { POLICY } from '../../../content/policies/policy-figures.ts';

/** /pro-account: what contractors and designers get, and the way in (/register/contractor). */
export default function ProAccountPage() {
  return (
    <article aria-labelledby="pro-title">
      <PageIntro
        eyebrow="For contractors and designers"
        title="Grow your business with a Pro account"
        titleId="pro-title"
      >
        <p>
          Open a branded virtual showroom, earn your markup on every material your clients buy, and spend your
          time building instead of chasing samples.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={paths.registerContractor} size="lg">
            Sign Up as a Pro
          </ButtonLink>
          <ButtonLink to={paths.howItWorks} size="lg" variant="outline">
            How it works
          </ButtonLink>
        </div>
      </PageIntro>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:px-6 md:py-14">
        <section aria-labelledby="pro-benefits">
          <h2 id="pro-benefits" className="text-2xl font-semibold text-slate-900">
            What you get
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {PRO_BENEFITS.map((benefit) => (
              <li key={benefit.title} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <h3 className="font-semibold text-slate-900">{benefit.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="pro-premium"
          className="grid gap-6 rounded-lg bg-brand-900 p-6 text-white md:grid-cols-[1fr_auto] md:items-center md:p-10"
        >
          <div>
            <h2 id="pro-premium" className="text-2xl font-bold">
              Premium plan: your brand, your showroom
            </h2>
            <p className="mt-3 max-w-2xl text-brand-100">
              With the Premium plan your showroom wears your logo and your theme colour, so clients shop under
              your brand from the first click. The subscription renews automatically until you cancel it.
            </p>
          </div>
          <p className="text-4xl font-black">
            ${POLICY.premiumPlanUsd}
            <span className="block text-sm font-medium text-brand-100">Premium plan</span>
          </p>
        </section>

        <section aria-labelledby="pro-steps">
          <h2 id="pro-steps" className="text-2xl font-semibold text-slate-900">
            How to get started
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-5 text-slate-700 marker:font-semibold marker:text-brand-700">
            <li>Sign up as a pro with your company details and your contractor licence number.</li>
            <li>We verify your licence within {POLICY.licenceReviewHours} hours.</li>
            <li>Set your markup, connect your payout account and share your showroom ID with clients.</li>
          </ol>
          <ButtonLink to={paths.registerContractor} className="mt-6">
            Sign Up as a Pro
          </ButtonLink>
        </section>
      </div>
    </article>
  );
}
