import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useAdminSettings } from '../api/admin-settings.ts';
import { LoadError } from '../components/LoadError.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { SettingsForm } from '../components/settings/SettingsForm.tsx';

/**
 * /admin/settings: the platform fee, the shipping and return-shipping charges, the sales-tax table by state
 * and the subscription plans, each with what it means in plain words. A saved value applies to the next
 * price, checkout, return and subscription.
 */
export default function AdminSettingsPage() {
  const settings = useAdminSettings();
  return (
    <div className="space-y-6">
      <PageHeader title="Settings">
        What the marketplace charges. A change applies at once to prices, checkout, returns and new
        subscriptions, and is recorded in the audit log.
      </PageHeader>
      {settings.isPending ? (
        <Spinner size="lg" label="Loading the settings" />
      ) : settings.isError ? (
        <LoadError onRetry={settings.refetch}>The settings could not be loaded.</LoadError>
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </div>
  );
}
