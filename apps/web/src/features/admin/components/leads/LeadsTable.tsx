import { formatDateTime } from '@app/domain/format/date';
import type { AdminLead } from '@app/domain/leads/admin-leads';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const td = 'px-3 py-3 align-top text-sm text-slate-700';

const showroomOf = (l: AdminLead) => (l.showroom ? `${l.showroom.company_name} (${l.showroom.vsd_id})` : '—');

/**
 * The leads: cards on phones, a table from 768 px, the action column from 1200 px. Names are shown as the
 * visitor typed them (React escapes them; only the CSV needs neutralising).
 */
export function LeadsTable({ leads }: { leads: AdminLead[] }) {
  return (
    <>
      <ul aria-label="Leads" className="space-y-3 md:hidden">
        {leads.map((l) => (
          <li key={l.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <p className="font-semibold text-slate-900">{l.full_name}</p>
            <p className="break-words text-slate-600">{l.email}</p>
            <p className="text-slate-600">{l.phone_number}</p>
            <p className="mt-2 text-slate-600">
              {l.lead_type ?? '—'} · {formatDateTime(l.created_at)}
              {l.showroom && <> · {showroomOf(l)}</>}
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm md:block">
        <table className="min-w-full divide-y divide-slate-200">
          <caption className="sr-only">Leads</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                Name
              </th>
              <th scope="col" className={th}>
                Phone
              </th>
              <th scope="col" className={th}>
                Type
              </th>
              <th scope="col" className={`${th} hidden lg:table-cell`}>
                Showroom
              </th>
              <th scope="col" className={`${th} hidden min-[1200px]:table-cell`}>
                Action
              </th>
              <th scope="col" className={th}>
                Sent
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {leads.map((l) => (
              <tr key={l.id}>
                <th scope="row" className={`${td} text-left font-normal`}>
                  <span className="block font-medium text-slate-900">{l.full_name}</span>
                  <span className="block max-w-64 truncate text-slate-600" title={l.email}>
                    {l.email}
                  </span>
                </th>
                <td className={td}>{l.phone_number}</td>
                <td className={td}>{l.lead_type ?? '—'}</td>
                <td className={`${td} hidden lg:table-cell`}>{showroomOf(l)}</td>
                <td className={`${td} hidden min-[1200px]:table-cell`}>{l.action ?? '—'}</td>
                <td className={`${td} whitespace-nowrap`}>{formatDateTime(l.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
