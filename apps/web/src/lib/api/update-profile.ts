import type { profileUpdateSchema } from '@app/domain/accounts/profile';
import type { FieldsShown } from '@app/domain/api/error-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../api-client.ts';
import { type Profile, profileQueryKey } from './get-profile.ts';

/**
 * PUT /api/profile body as the account page sends it (the domain's profileUpdateSchema, without the card
 * fields it does not offer): only what the visitor filled; an address is saved whole.
 */
export type ProfileUpdate = Pick<
  z.input<typeof profileUpdateSchema>,
  | 'full_name'
  | 'country_code'
  | 'phone_number'
  | 'zip_code'
  | 'shipping_street'
  | 'shipping_city'
  | 'shipping_state'
  | 'shipping_zip_code'
  | 'shipping_apartment'
  | 'pay_street'
  | 'pay_city'
  | 'pay_state'
  | 'pay_zip_code'
>;

/** PUT /api/profile; `fieldsShown`: the fields the calling form shows a refusal under (no toast then). */
export const updateProfile = (body: ProfileUpdate, fieldsShown: FieldsShown = []) =>
  api.put<Profile>(apiPaths.profile, body, { fieldsShown });

/** Saves the profile and keeps the cached GET /api/profile in step with the answer. */
export function useUpdateProfile(fieldsShown: FieldsShown = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => updateProfile(body, fieldsShown),
    onSuccess: (answer) => queryClient.setQueryData(profileQueryKey, answer.data),
  });
}
