import { PolicyDocument } from '../../../components/content/PolicyDocument.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { orderHelpSections } from '../../../content/policies/order-help-sections.tsx';
import { useSession } from '../../../lib/session.tsx';
import { YourOrdersSection } from '../components/YourOrdersSection.tsx';

const HELP_INTRO =
  'How your order is processed, delivered and changed, and what to do if something is missing.';

/**
 * /your_orders: for a signed-in user their orders first, then the 'My Order' help; for a guest the help
 * alone.
 */
export default function YourOrdersPage() {
  const { user, status } = useSession();
  if (status === 'loading')
    return (
      <div className="flex justify-center py-20 text-brand-700">
        <Spinner size="lg" label="Loading your orders" />
      </div>
    );
  if (!user)
    return (
      <PolicyDocument eyebrow="Help" title="Your Orders" intro={HELP_INTRO} sections={orderHelpSections} />
    );
  return (
    <>
      <YourOrdersSection user={user} />
      <PolicyDocument
        nested
        eyebrow="Help"
        title="My Order help"
        intro={HELP_INTRO}
        sections={orderHelpSections}
      />
    </>
  );
}
