import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { AUDIT_FILTER_FIELDS, useAuditLog } from '../api/audit.ts';
import { AuditEntries } from '../components/audit/AuditEntries.tsx';
import { AuditFilters } from '../components/audit/AuditFilters.tsx';
import { emptyBox } from '../components/console-styles.ts';
import { countLabel } from '../components/count-label.ts';
import { LoadError } from '../components/LoadError.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { filterErrorsOf, useListFilters } from '../hooks/use-list-filters.ts';

/**
 * /admin/audit: who changed which status, setting, user or product, when, from what to what — newest first,
 * filtered by what changed, who changed it and when.
 */
export default function AdminAuditPage() {
  const { values, page, apply, setPage } = useListFilters(AUDIT_FILTER_FIELDS);
  const log = useAuditLog(values, page);
  return (
    <div className="space-y-6">
      <PageHeader title="Audit log">Every change to statuses, settings, users and products.</PageHeader>
      <AuditFilters values={values} errors={filterErrorsOf(log.error)} onApply={apply} />
      {log.isPending ? (
        <Spinner size="lg" label="Loading the audit log" />
      ) : log.isError ? (
        isApiError(log.error) && log.error.status === 422 ? (
          <FormAlert>Please correct the filters.</FormAlert>
        ) : (
          <LoadError onRetry={log.refetch}>The audit log could not be loaded.</LoadError>
        )
      ) : log.data.total === 0 ? (
        <p className={emptyBox}>
          {Object.values(values).some(Boolean)
            ? 'No change matches these filters.'
            : 'No change recorded yet.'}
        </p>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-600" aria-live="polite">
            {countLabel(log.data.total, 'change')}
          </p>
          <AuditEntries
            entries={log.data.data}
            onActor={(id) => apply({ ...values, actor_id: String(id) })}
          />
          <Pagination
            page={Math.min(page, log.data.last_page)}
            lastPage={log.data.last_page}
            label="Audit log pages"
            onPageChange={setPage}
          />
        </div>
      )}
    </div>
  );
}
