import { formatDateTime } from '@app/domain/format/date';
import type { AdminLead } from '@app/domain/leads/admin-leads';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';

const showroomOf = (l: AdminLead) => (l.showroom ? `${l.showroom.company_name} (${l.showroom.vsd_id})` : '—');

const COLUMNS: Column<AdminLead>[] = [
  {
    header: 'Name',
    cell: (l) => (
      <>
        <span className="block font-medium text-slate-900">{l.full_name}</span>
        <span className="block max-w-64 truncate text-slate-600" title={l.email}>
          {l.email}
        </span>
      </>
    ),
  },
  { header: 'Phone', cell: (l) => l.phone_number },
  { header: 'Type', cell: (l) => l.lead_type ?? '—' },
  { header: 'Showroom', cell: showroomOf, className: 'hidden lg:table-cell' },
  { header: 'Action', cell: (l) => l.action ?? '—', className: 'hidden min-[1200px]:table-cell' },
  { header: 'Sent', cell: (l) => formatDateTime(l.created_at), cellClassName: 'whitespace-nowrap' },
];

/**
 * The leads: cards on phones, a table from 768 px, the action column from 1200 px. Names are shown as the
 * visitor typed them (React escapes them; only the CSV needs neutralising).
 */
export function LeadsTable({ leads }: { leads: AdminLead[] }) {
  return (
    <DataTable
      caption="Leads"
      columns={COLUMNS}
      rows={leads}
      rowKey={(l) => l.id}
      tableFrom="md"
      cards={{
        className: 'space-y-3 md:hidden',
        itemClassName: 'rounded-lg border border-slate-200 bg-white p-4 text-sm',
        card: (l) => (
          <>
            <p className="font-semibold text-slate-900">{l.full_name}</p>
            <p className="break-words text-slate-600">{l.email}</p>
            <p className="text-slate-600">{l.phone_number}</p>
            <p className="mt-2 text-slate-600">
              {l.lead_type ?? '—'} · {formatDateTime(l.created_at)}
              {l.showroom && <> · {showroomOf(l)}</>}
            </p>
          </>
        ),
      }}
    />
  );
}
