import type { UserType } from '@app/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { accountExtras } from './account-extras.repository.ts';
import type { AuthUser } from './accounts.schemas.ts';
import { findAccountById } from './users.repository.ts';

/** The AuthUser of docs/api-accounts.md: what login, register and GET /api/authuser return. */
export async function loadAuthUser(db: Database, userId: number): Promise<AuthUser> {
  const account = await findAccountById(db, userId);
  if (!account) throw new AppError('unauthenticated');
  const { totalProjects, plan, customAddon, showroom } = await accountExtras(db, userId);
  return {
    user_id: account.id,
    id: account.id,
    // Registration (registerSchema) and the seed write only the four types.
    type: account.type as UserType,
    status: account.status,
    email: account.email,
    email_verified_at: account.emailVerifiedAt ? account.emailVerifiedAt.toISOString() : null,
    full_name: account.fullName,
    first_name: account.firstName,
    last_name: account.lastName,
    country_code: account.countryCode,
    phone_number: account.phoneNumber,
    zip_code: account.zipCode,
    total_projects: totalProjects,
    shop_id: account.shopId,
    custom_addon: customAddon ? { subscription_status: customAddon.status } : null,
    latest_subscription: plan
      ? { subscription_status: plan.status, plan: plan.plan, paid_amount: plan.paidAmountCents / 100 }
      : null,
    shop_profile: showroom
      ? {
          theme_color: showroom.themeColor,
          business_logo: showroom.businessLogo,
          vsd_id: showroom.vsdId,
          company_name: showroom.companyName,
        }
      : null,
  };
}
