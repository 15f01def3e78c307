import type { UserStatus, UserType } from '@app/domain/accounts/roles';

/** The user object of docs/api-accounts.md, returned by login, register and GET /api/authuser. */
export type AuthUser = {
  user_id: number;
  id: number;
  type: UserType;
  status: UserStatus | string;
  email: string;
  email_verified_at: string | null;
  full_name: string;
  first_name: string;
  last_name: string;
  country_code: string;
  phone_number: string;
  zip_code: string;
  total_projects: number;
  shop_id: number | null;
  custom_addon: { subscription_status: string } | null;
  latest_subscription: { subscription_status: string; plan: string; paid_amount: number } | null;
  shop_profile: {
    theme_color: string | null;
    business_logo: string | null;
    vsd_id: string;
    company_name: string;
  } | null;
};

/** `data` of POST /api/login, /api/register and /api/sociallogin/{provider}. */
export type AuthResult = { user: AuthUser; token: string | null };
