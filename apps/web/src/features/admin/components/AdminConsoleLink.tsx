import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.tsx';

/**
 * /account for an admin: the way into the console, first on the page (the verification queue and the
 * orders below it are the console's too). Nothing for anyone else.
 */
export function AdminConsoleLink() {
  const { user } = useSession();
  if (user?.type !== 'Admin') return null;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-8 md:pt-12">
      <section
        aria-labelledby="admin-console-title"
        className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-brand-200 bg-brand-50 p-5"
      >
        <div>
          <h2 id="admin-console-title" className="text-lg font-semibold text-brand-900">
            Admin console
          </h2>
          <p className="text-sm text-brand-900/80">
            The dashboard, users, verifications, catalogue, orders, returns, payouts and settings.
          </p>
        </div>
        <ButtonLink to={paths.admin}>Open the admin console</ButtonLink>
      </section>
    </div>
  );
}
