import { formatDate } from '@app/domain/format/date';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useProSubscription } from '../api/subscription.ts';
import { CurrentPlan } from '../components/subscription/CurrentPlan.tsx';
import { InvoicesTable } from '../components/subscription/InvoicesTable.tsx';
import { SubscribeForm } from '../components/subscription/SubscribeForm.tsx';

/**
 * /pro/subscription (issue 11 point 5): the live plan with its renewal date, cancel at period end or resume,
 * and its invoices; without a live plan, the plans with their prices and what Premium unlocks, and the form.
 */
export default function SubscriptionPage() {
  const offer = useProSubscription();
  const plan = offer.data?.subscription;
  const live = plan && plan.status !== 'canceled';
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">Subscription</h1>
      {offer.isPending ? (
        <Spinner size="lg" label="Loading your subscription" />
      ) : offer.isError ? (
        <FormAlert>Your subscription could not be loaded.</FormAlert>
      ) : live ? (
        <CurrentPlan plan={plan} />
      ) : (
        <>
          {plan?.ended_at && (
            <FormAlert tone="info">
              Your {plan.plan} plan ended on {formatDate(plan.ended_at)}. Subscribe again to brand your
              showroom.
            </FormAlert>
          )}
          <SubscribeForm offer={offer.data} />
        </>
      )}
      {!offer.isPending && !offer.isError && <InvoicesTable />}
    </div>
  );
}
