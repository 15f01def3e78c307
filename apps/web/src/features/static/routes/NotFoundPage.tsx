import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { paths } from '../../../config/paths.ts';
import { useSettings } from '../../../lib/settings.ts';

/** Not-found page (spec point 2); every unknown path redirects here. */
export default function NotFoundPage() {
  const { supportEmail, isLoading } = useSettings();
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 md:py-24"
    >
      <p className="text-6xl font-black text-brand-600/20 md:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-2 text-2xl font-bold text-slate-900 md:text-3xl">
        There was an error with your request
      </h1>
      <p className="mt-4 text-slate-600">This may have happened for one of the following reasons:</p>
      <ul className="mx-auto mt-3 inline-block list-disc space-y-1 pl-5 text-left text-slate-700">
        <li>The page has moved.</li>
        <li>You followed an outdated bookmark.</li>
        <li>The URL was typed incorrectly.</li>
      </ul>
      <p className="mt-6 text-slate-600">
        If you need help, write to us at{' '}
        {supportEmail ? (
          <a
            href={`mailto:${supportEmail}`}
            className={`rounded font-semibold break-all text-brand-700 underline-offset-4 hover:underline ${focusRing}`}
          >
            {supportEmail}
          </a>
        ) : (
          <span className="text-slate-400">{isLoading ? 'loading…' : 'our support team'}</span>
        )}
        .
      </p>
      <div className="mt-8">
        <ButtonLink to={paths.home} size="lg">
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}
