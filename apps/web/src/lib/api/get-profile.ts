import type { Profile } from '@app/domain/accounts/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../api-client.ts';

/**
 * GET /api/profile's answer and its parts (docs/api-accounts.md) are the domain's contract
 * (packages/domain/src/accounts/contract.ts), never retyped here. The saved card is brand, last 4 and expiry
 * only (never the number or CVV); `shipping_charge` is in dollars.
 */
export type { Address, Profile, SavedCard } from '@app/domain/accounts/contract';

export const profileQueryKey = ['profile'] as const;

export const fetchProfile = async () => (await api.get<Profile>(apiPaths.profile)).data;

export const useProfile = () => useQuery({ queryKey: profileQueryKey, queryFn: fetchProfile });
