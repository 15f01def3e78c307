import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { type LeadFilterValues, useAdminLeads, useExportLeads } from '../api/leads.ts';
import { emptyBox } from '../components/console-styles.ts';
import { countLabel } from '../components/count-label.ts';
import { LoadError } from '../components/LoadError.tsx';
import { LeadFilters } from '../components/leads/LeadFilters.tsx';
import { LeadsTable } from '../components/leads/LeadsTable.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { filterErrorsOf, useListFilters } from '../hooks/use-list-filters.ts';

const FIELDS = ['q', 'lead_type', 'from', 'to'] as const;

/**
 * /admin/leads: the 'Save up to 30%' pop-up's leads, searched and filtered by type and day, and exported as a
 * CSV of the same filter (downloaded with the admin's token; cells safe to open in a spreadsheet).
 */
export default function AdminLeadsPage() {
  const { values, page, apply, setPage } = useListFilters(FIELDS);
  const filters: LeadFilterValues = values;
  const leads = useAdminLeads(filters, page);
  const exportCsv = useExportLeads();
  const errors = filterErrorsOf(leads.error ?? exportCsv.error);

  const onExport = async () => {
    try {
      notify.success(`${await exportCsv.mutateAsync(filters)} is downloaded.`);
    } catch (error) {
      if (!(isApiError(error) && error.status === 422)) notify.error('The export failed. Please try again.');
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Leads"
        action={
          <Button variant="outline" onClick={onExport} loading={exportCsv.isPending}>
            Export CSV
          </Button>
        }
      >
        Visitors who asked for their savings in the pop-up.
      </PageHeader>
      <LeadFilters
        values={filters}
        leadTypes={leads.data?.lead_types ?? []}
        errors={errors}
        onApply={apply}
      />
      {leads.isPending ? (
        <Spinner size="lg" label="Loading the leads" />
      ) : leads.isError ? (
        isApiError(leads.error) && leads.error.status === 422 ? (
          <FormAlert>Please correct the filters.</FormAlert>
        ) : (
          <LoadError onRetry={leads.refetch}>The leads could not be loaded.</LoadError>
        )
      ) : leads.data.total === 0 ? (
        <p className={emptyBox}>
          {Object.values(filters).some(Boolean) ? 'No lead matches these filters.' : 'No leads yet.'}
        </p>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-600" aria-live="polite">
            {countLabel(leads.data.total, 'lead')}
          </p>
          <LeadsTable leads={leads.data.data} />
          <Pagination
            page={Math.min(page, leads.data.last_page)}
            lastPage={leads.data.last_page}
            label="Leads pages"
            onPageChange={setPage}
          />
        </div>
      )}
    </div>
  );
}
