import { z } from 'zod';
import { USER_TYPES } from '../accounts/roles.ts';
import { paginationSchema } from '../catalog/pagination.ts';
import { idParam, strictInt } from '../shared/input-limits.ts';

/**
 * The admin console's users (issue 12, GET /api/admin/users and PATCH /api/admin/users/{id}/status): the
 * statuses an admin sets are the spec's three (point 3); every other stored status reads as pending approval.
 */

/** What an admin may set: Active or Approve let the account sign in, Deactive signs it out (spec point 4). */
export const SETTABLE_USER_STATUSES = ['Active', 'Approve', 'Deactive'] as const;
export type SettableUserStatus = (typeof SETTABLE_USER_STATUSES)[number];

/** The list's status filter: the three, or Pending for any other stored status (Pending, Declined…). */
export const USER_STATUS_FILTERS = [...SETTABLE_USER_STATUSES, 'Pending'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

export const isSettableStatus = (status: string): status is SettableUserStatus =>
  (SETTABLE_USER_STATUSES as readonly string[]).includes(status);

/** The filter a stored status falls under. */
export const statusFilterOf = (status: string): UserStatusFilter =>
  isSettableStatus(status) ? status : 'Pending';

/** Users per page (spec point 9: default pagination size 10). */
export const USERS_PER_PAGE = 10;
export const USER_SEARCH_MAX = 100;

export const USER_STATUS_MESSAGES = {
  selfDeactivate: 'You cannot deactivate your own account.',
  /** A pro or vendor waiting for verification: the queue decides (it also opens the showroom, mails them). */
  inQueue: 'This account is waiting in the verification queue: approve or decline it there.',
  declined: 'This registration was declined in the verification queue; its status cannot be changed here.',
  saved: (status: SettableUserStatus) =>
    status === 'Deactive'
      ? 'The account is deactivated: it is signed out and cannot sign in.'
      : `The account is ${status === 'Approve' ? 'approved' : 'active'}: it can sign in.`,
} as const;

/** An empty query value ("type=") is no filter, as a form with "All" selected sends it. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(values, { error: `The selected ${label} is invalid.` }).optional(),
  );

export const adminUsersQuery = z.object({
  q: z
    .string()
    .trim()
    .max(USER_SEARCH_MAX, { error: `The search may not be greater than ${USER_SEARCH_MAX} characters.` })
    .optional(),
  type: optionalChoice(USER_TYPES, 'type'),
  status: optionalChoice(USER_STATUS_FILTERS, 'status'),
  page: strictInt('page', { min: 1, max: 100_000 }).optional().default(1),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const userStatusInputSchema = z.object({
  status: z.enum(SETTABLE_USER_STATUSES, {
    error: 'The status must be one of Active, Approve or Deactive.',
  }),
});
export type UserStatusInput = z.infer<typeof userStatusInputSchema>;

export const adminUserParams = z.object({ id: idParam });

/** Where the account's pro or vendor registration stands in the verification queue; null without one. */
export const userVerificationSchema = z
  .object({
    kind: z.enum(['pro', 'vendor']),
    status: z.enum(['pending', 'approved', 'declined']),
  })
  .nullable();

export const adminUserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  /** As stored: Active, Approve, Deactive, or a pending one (Pending, Declined…). */
  status: z.string(),
  /** The filter it falls under (Pending for every status other than the three). */
  status_group: z.enum(USER_STATUS_FILTERS),
  email_verified: z.boolean(),
  /** The showroom's company name of a Contractor; null for others. */
  company_name: z.string().nullable(),
  verification: userVerificationSchema,
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = paginationSchema(adminUserSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/**
 * Whether the users page may change this account's status: not while a pro or vendor registration is pending
 * or declined (the verification queue decides it), and an admin never deactivates themself.
 */
export function statusChangeRefusal(
  user: Pick<AdminUser, 'id' | 'verification'>,
  to: SettableUserStatus,
  adminId: number,
): string | null {
  if (user.verification?.status === 'pending') return USER_STATUS_MESSAGES.inQueue;
  if (user.verification?.status === 'declined') return USER_STATUS_MESSAGES.declined;
  if (to === 'Deactive' && user.id === adminId) return USER_STATUS_MESSAGES.selfDeactivate;
  return null;
}
