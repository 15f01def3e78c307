import { LOGO_FIELD } from '@app/domain/pros/showroom-logo';
import type { ProShowroom } from '@app/domain/pros/showroom-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { showroomKey } from './showroom.ts';

/** The multipart body POST /api/pro/showroom/logo reads: one file in the `business_logo` field. */
export function logoForm(file: Blob, filename?: string): FormData {
  const form = new FormData();
  form.append(LOGO_FIELD, file, filename);
  return form;
}

/** POST /api/pro/showroom/logo: a 422 shows under the logo field (no toast); the answer updates the cache. */
export function useUploadShowroomLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      api.postForm<ProShowroom>(apiPaths.proShowroomLogo, logoForm(file, file.name), {
        fieldsShown: [LOGO_FIELD],
      }),
    onSuccess: (reply) => queryClient.setQueryData(showroomKey, reply.data),
  });
}

/** DELETE /api/pro/showroom/logo: the showroom goes back to no logo. */
export function useRemoveShowroomLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<ProShowroom>(apiPaths.proShowroomLogo),
    onSuccess: (reply) => queryClient.setQueryData(showroomKey, reply.data),
  });
}
