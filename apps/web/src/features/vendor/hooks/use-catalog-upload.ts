import type { CatalogImportPreview } from '@app/domain/catalog/catalog-import-contract';
import { IMPORT_FILE_FIELD } from '@app/domain/catalog/catalog-import-format';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { uploadCatalogImport } from '../api/catalog-imports.ts';

/** Where the vendor's file is: not sent, on its way (share sent, 0..1), refused with why, or previewed. */
export type CatalogUpload =
  | { step: 'idle' }
  | { step: 'sending'; name: string; sent: number }
  | { step: 'failed'; error: string }
  | { step: 'preview'; preview: CatalogImportPreview };

const NETWORK = 'The file did not reach the server. Check your connection and try again.';

/** The message to show under the drop zone: the server's on `file`, else its message, else the network's. */
function refusalOf(failure: unknown): string {
  if (!isApiError(failure) || failure.status === 0) return NETWORK;
  return failure.fieldErrors[IMPORT_FILE_FIELD]?.[0] ?? failure.body?.message ?? NETWORK;
}

/** Sends one catalogue file at a time with its progress; leaving the page stops a send under way. */
export function useCatalogUpload() {
  const [state, setState] = useState<CatalogUpload>({ step: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(async (file: File) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setState({ step: 'sending', name: file.name, sent: 0 });
    try {
      const reply = await uploadCatalogImport(
        file,
        (sent) => setState((s) => (s.step === 'sending' ? { ...s, sent } : s)),
        own.signal,
      );
      if (!own.signal.aborted) setState({ step: 'preview', preview: reply.data });
    } catch (failure) {
      if (!own.signal.aborted) setState({ step: 'failed', error: refusalOf(failure) });
    }
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    setState({ step: 'idle' });
  }, []);

  return { state, send, reset };
}
