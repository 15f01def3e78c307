import { authUserSchema } from '@app/domain/accounts/contract';
import type { AuthUser } from '../lib/auth-user.ts';

/** A user as GET /api/authuser returns it (docs/api-accounts.md); verified homeowner by default. */
export const authUser = (overrides: Partial<AuthUser> = {}): AuthUser =>
  authUserSchema.parse({
    user_id: 12,
    id: 12,
    type: 'User',
    status: 'Active',
    email: 'ann@example.test',
    email_verified_at: '2026-11-22T08:00:00.000Z',
    full_name: 'Ann Lee',
    first_name: 'Ann',
    last_name: 'Lee',
    country_code: '+1',
    phone_number: '4155552671',
    zip_code: '94110',
    total_projects: 0,
    shop_id: null,
    custom_addon: null,
    latest_subscription: null,
    shop_profile: null,
    ...overrides,
  });

export const TOKEN = 'tok_0123456789abcdef0123456789abcdef';
