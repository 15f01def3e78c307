import type { CatalogImportPreview, CatalogImportResult } from '@app/domain/catalog/catalog-import-contract';
import { IMPORT_FILE_FIELD } from '@app/domain/catalog/catalog-import-format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api, apiUrl } from '../../../lib/api-client.ts';
import { uploadForm } from '../../../lib/api-upload.ts';

/** The template's address: a plain link downloads it (no sign-in needed). */
export const importTemplateUrl = () => apiUrl(apiPaths.vendorImportTemplate);

/**
 * POST /api/vendor/imports with the CSV in the `file` field, reporting upload progress (0..1). A 422 on
 * `file` (not a catalogue CSV, too big, too long) is shown under the drop zone, so no toast.
 */
export function uploadCatalogImport(file: File, onProgress: (sent: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file, file.name);
  return uploadForm<CatalogImportPreview>(apiPaths.vendorImports, form, {
    onProgress,
    signal,
    fieldsShown: [IMPORT_FILE_FIELD],
  });
}

/**
 * POST /api/vendor/imports/{id}/apply: lists the previewed products, all or none. Every catalogue list may
 * hold them now, so cached queries are refreshed.
 */
export function useApplyCatalogImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<CatalogImportResult>(apiPaths.vendorImportApply(id), undefined, { fieldsShown: ['import'] }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
