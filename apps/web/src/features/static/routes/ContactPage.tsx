import { PageIntro } from '../../../components/content/PageIntro.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { POLICY } from '../../../content/policies/policy-figures.ts';
import { requestLeadPopup } from '../../../lib/lead-popup-request.ts';
import { useSettings } from '../../../lib/settings.ts';

const cardClasses = 'rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6';

/** /contact: the support address from GET /api/setting, the lead pop-up, and where to find answers. */
export default function ContactPage() {
  const { supportEmail, isLoading } = useSettings();
  return (
    <section aria-labelledby="contact-title">
      <PageIntro eyebrow="Help" title="Contact Us" titleId="contact-title">
        <p>Questions about an order, a showroom or your account? Our team answers every message.</p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-2 lg:grid-cols-3">
        <section aria-labelledby="contact-email" className={cardClasses}>
          <h2 id="contact-email" className="text-lg font-semibold text-slate-900">
            Email support
          </h2>
          <p className="mt-2 text-slate-700">Write to us with your order number if you have one.</p>
          <p className="mt-4 text-lg">
            {supportEmail ? (
              <a
                href={`mailto:${supportEmail}`}
                className={`rounded font-semibold break-all text-brand-700 underline-offset-4 hover:underline ${focusRing}`}
              >
                {supportEmail}
              </a>
            ) : (
              <span className="text-slate-500">
                {isLoading ? 'Loading…' : 'Address not available right now.'}
              </span>
            )}
          </p>
        </section>

        <section aria-labelledby="contact-savings" className={cardClasses}>
          <h2 id="contact-savings" className="text-lg font-semibold text-slate-900">
            Planning a remodel?
          </h2>
          <p className="mt-2 text-slate-700">
            Leave your name, email and phone number and we will show you how to save up to 30% on finishing
            materials.
          </p>
          <Button className="mt-4" onClick={requestLeadPopup}>
            Get my savings
          </Button>
        </section>

        <section aria-labelledby="contact-orders" className={`${cardClasses} md:col-span-2 lg:col-span-1`}>
          <h2 id="contact-orders" className="text-lg font-semibold text-slate-900">
            About an order
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            <li>Cancel or change the address within {POLICY.cancelWindowMinutes} minutes of ordering.</li>
            <li>Report a missing or damaged item within {POLICY.incompleteReport} of delivery.</li>
            <li>Return unused items within {POLICY.returnWindowDays} days of delivery.</li>
          </ul>
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1">
            <TextLink to={paths.faq}>Read the FAQ</TextLink>
            <TextLink to={paths.yourOrders}>Order help</TextLink>
            <TextLink to={paths.returnPolicy}>Return policy</TextLink>
          </p>
        </section>
      </div>
    </section>
  );
}
