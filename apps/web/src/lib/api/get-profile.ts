import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../api-client.ts';
import type { AuthUser } from '../auth-user.ts';

export type Address = { street: string; city: string; state: string; zip_code: string; apartment: string };

/** The saved card as the server keeps it: brand, last 4 and expiry only (never the number or CVV). */
export type SavedCard = {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  name_on_card: string;
};

/** GET /api/profile (docs/api-accounts.md). */
export type Profile = {
  user: AuthUser;
  shipping_address: Address | null;
  billing_address: Address | null;
  payment_details: SavedCard | null;
  shipping_charge?: number;
};

export const profileQueryKey = ['profile'] as const;

export const fetchProfile = async () => (await api.get<Profile>(apiPaths.profile)).data;

export const useProfile = () => useQuery({ queryKey: profileQueryKey, queryFn: fetchProfile });
