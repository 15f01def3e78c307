import { z } from 'zod';
import { paginationSchema } from '../catalog/pagination.ts';
import { filterText } from '../leads/admin-leads.ts';
import { checkDayOrder, dayField } from '../shared/day-range.ts';
import { idField, strictInt } from '../shared/input-limits.ts';

/** Entries per page of GET /api/admin/audit. */
export const AUDIT_PER_PAGE = 25;

/** The entities entries are written for so far (the filter's suggestions; any other text is accepted). */
export const KNOWN_AUDIT_ENTITIES = [
  'order_item',
  'setting',
  'user',
  'vendor_application',
  'product',
  'brand',
  'catalog_import',
  'payout',
] as const;

/** GET /api/admin/audit: every filter optional, exact except `actor` (part of a name or email). */
export const auditQuery = z
  .object({
    entity: filterText('entity', 40),
    entity_id: filterText('entity id', 64),
    actor_id: z.preprocess((v) => (v === '' ? undefined : v), idField('actor id').optional()),
    actor: filterText('actor', 100),
    action: filterText('action', 60),
    from: dayField('from date'),
    to: dayField('to date'),
    page: strictInt('page', { min: 1, max: 100_000 }).optional().default(1),
  })
  .superRefine(checkDayOrder);
export type AuditQuery = z.output<typeof auditQuery>;

/** One recorded change: who (null id: the system), what, when, from what to what (as recorded). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  created_at: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  actor: z.object({
    id: z.number().int().nullable(),
    /** The account type at the time (Admin, Vendor…) or System. */
    type: z.string(),
    /** Null for the system, or an account deleted since. */
    full_name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Newest first. */
export const auditPageSchema = paginationSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
