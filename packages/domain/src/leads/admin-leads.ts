import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { z } from 'zod';
import { paginationSchema } from '../catalog/pagination.ts';
import { TIME_ZONE } from '../shared/constants.ts';
import { csvSafeCell } from '../shared/csv-cell.ts';
import { checkDayOrder, dayField } from '../shared/day-range.ts';
import { strictInt } from '../shared/input-limits.ts';

/** Leads per page of GET /api/admin/leads. */
export const LEADS_PER_PAGE = 25;

/** Optional text of a filter: trimmed, '' is no filter, at most `max` characters. */
export const filterText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, `The ${label} may not be greater than ${max} characters.`).optional(),
  );

/** The filters of the leads list and of its CSV export (the export takes every page). */
export const leadFiltersShape = {
  /** Part of the name, email or phone number (case-insensitive). */
  q: filterText('search', 100),
  /** The lead type exactly ('Pop-Ups' from the footer's pop-up). */
  lead_type: filterText('lead type', 100),
  /** Submitted on or after this day, America/Los_Angeles (YYYY-MM-DD). */
  from: dayField('from date'),
  /** Submitted on or before this day. */
  to: dayField('to date'),
};

export const leadsExportQuery = z.object(leadFiltersShape).superRefine(checkDayOrder);
export type LeadFilters = z.output<typeof leadsExportQuery>;

export const adminLeadsQuery = z
  .object({ ...leadFiltersShape, page: strictInt('page', { min: 1, max: 100_000 }).optional().default(1) })
  .superRefine(checkDayOrder);

/** A lead as the admin sees it: what the visitor sent, and the showroom they were shopping in. */
export const adminLeadSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  lead_type: z.string().nullable(),
  action: z.string().nullable(),
  /** The showroom selected when the lead was sent (its owner's user id, `shop_profile_id`), if any. */
  showroom: z.object({ user_id: z.number().int(), vsd_id: z.string(), company_name: z.string() }).nullable(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

/** GET /api/admin/leads: a pagination record, newest first, with every lead type there is (the filter's list). */
export const adminLeadsPageSchema = paginationSchema(adminLeadSchema).extend({
  lead_types: z.array(z.string()),
});
export type AdminLeadsPage = z.infer<typeof adminLeadsPageSchema>;

/** The CSV export's header row, in column order. */
export const LEADS_CSV_HEADER = [
  'Submitted (Pacific time)',
  'Full name',
  'Email',
  'Phone number',
  'Lead type',
  'Action',
  'Showroom ID',
  'Showroom company',
] as const;

/** The export's file name for a day: leads-2026-11-26.csv. */
export const leadsCsvFileName = (day: string) => `leads-${day}.csv`;

/** A moment as 'YYYY-MM-DD HH:mm' in Pacific time: sortable as text in a spreadsheet. */
const pacific = (iso: string) => format(new TZDate(new Date(iso).getTime(), TIME_ZONE), 'yyyy-MM-dd HH:mm');

/**
 * One lead as a CSV row under LEADS_CSV_HEADER. Every cell a visitor typed is made safe against formula
 * injection (csvSafeCell): the pop-up is public, so a name like `=HYPERLINK(...)` is expected, not rare.
 */
export const leadCsvRow = (lead: AdminLead): string[] => [
  pacific(lead.created_at),
  ...[
    lead.full_name,
    lead.email,
    lead.phone_number,
    lead.lead_type,
    lead.action,
    lead.showroom?.vsd_id,
    lead.showroom?.company_name,
  ].map(csvSafeCell),
];
