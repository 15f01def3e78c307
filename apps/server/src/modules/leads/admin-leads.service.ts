import type { Readable } from 'node:stream';
import { paginationRecord } from '@app/domain/catalog/pagination';
import {
  type AdminLead,
  type AdminLeadsPage,
  LEADS_CSV_HEADER,
  LEADS_PER_PAGE,
  type LeadFilters,
  leadCsvRow,
} from '@app/domain/leads/admin-leads';
import { PG_INT_MAX } from '@app/domain/shared/input-limits';
import { stringify } from 'csv-stringify';
import type { Database } from '../../db/client.ts';
import { type AdminLeadRow, leadsBatch, leadsPage, leadTypes } from './admin-leads.repository.ts';

const toAdminLead = (r: AdminLeadRow): AdminLead => ({
  id: r.id,
  full_name: r.fullName,
  email: r.email,
  phone_number: r.phoneNumber,
  lead_type: r.leadType,
  action: r.action,
  showroom:
    r.showroomUserId == null
      ? null
      : { user_id: r.showroomUserId, vsd_id: r.vsdId ?? '', company_name: r.companyName ?? '' },
  created_at: r.createdAt.toISOString(),
});

/** GET /api/admin/leads: one page of the matching leads, newest first, with every lead type for the filter. */
export async function listLeads(
  db: Database,
  q: LeadFilters & { page: number },
  path: string,
): Promise<AdminLeadsPage> {
  const { page, ...filters } = q;
  const { rows, total } = await leadsPage(db, filters, {
    limit: LEADS_PER_PAGE,
    offset: (page - 1) * LEADS_PER_PAGE,
  });
  return {
    ...paginationRecord({
      data: rows.map(toAdminLead),
      total,
      perPage: LEADS_PER_PAGE,
      currentPage: page,
      path,
      query: filters,
    }),
    lead_types: await leadTypes(db),
  };
}

const BATCH = 1000;

/** Resolves when the stream can take more, or is closed (a client that went away): never hangs. */
const drained = (stream: Readable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.on('drain', done).on('close', done);
  });

/**
 * GET /api/admin/leads.csv: every matching lead, newest first, as CSV (RFC 4180: every cell quoted, quotes
 * doubled, CRLF rows; a BOM so spreadsheets read UTF-8), each typed cell neutralised against formula
 * injection (leadCsvRow). Written batch by batch as the client reads, so memory stays flat.
 */
export function leadsCsv(db: Database, filters: LeadFilters): Readable {
  const csv = stringify({
    header: true,
    columns: [...LEADS_CSV_HEADER],
    quoted: true,
    quoted_empty: true,
    bom: true,
    record_delimiter: 'windows',
  });
  const write = async () => {
    let before = PG_INT_MAX;
    for (;;) {
      const rows = await leadsBatch(db, filters, before, BATCH);
      for (const row of rows) {
        if (!csv.write(leadCsvRow(toAdminLead(row)))) await drained(csv);
        if (csv.destroyed) return;
      }
      if (rows.length < BATCH) break;
      before = rows[rows.length - 1].id;
    }
    csv.end();
  };
  write().catch((error: unknown) => csv.destroy(error as Error));
  return csv;
}
