import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { type Profile, profileQueryKey } from '../../../lib/api/get-profile.ts';
import { api } from '../../../lib/api-client.ts';

export const checkoutProfileKey = [...profileQueryKey, 'checkout'] as const;

/** GET /api/profile?checkout=1: shipping address, shipping charge (dollars) and the saved card. */
export const fetchCheckoutProfile = async (signal?: AbortSignal) =>
  (await api.get<Profile>(apiPaths.profile, { query: { checkout: 1 }, signal })).data;

export const useCheckoutProfile = () =>
  useQuery({ queryKey: checkoutProfileKey, queryFn: ({ signal }) => fetchCheckoutProfile(signal) });
