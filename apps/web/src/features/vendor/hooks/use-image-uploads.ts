import {
  PRODUCT_IMAGES_FIELD,
  productImageField,
  productImageFileProblem,
} from '@app/domain/catalog/product-images';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { storeGallery } from '../api/product-images.ts';
import { uploadProductImage } from '../api/upload-product-image.ts';

/** One chosen file on its way: waiting its turn, sending (with the share sent), or refused with why. */
export type UploadItem = {
  key: string;
  name: string;
  state: 'waiting' | 'sending' | 'failed';
  /** 0..1 of the file sent. */
  sent: number;
  error: string | null;
};

const NETWORK = 'The upload did not reach the server. Check your connection and try again.';

/** The message to show next to a refused file: the server's, on its field, else the failure's. */
function refusalOf(failure: unknown): string {
  if (!isApiError(failure)) return NETWORK;
  if (failure.status === 0) return NETWORK;
  const errors = failure.fieldErrors;
  return (
    errors[productImageField(0)]?.[0] ?? errors[PRODUCT_IMAGES_FIELD]?.[0] ?? failure.body?.message ?? NETWORK
  );
}

let nextKey = 0;

/**
 * The vendor's picture uploads for one product: each chosen file is sent on its own request, one after the
 * other (the gallery keeps the order they were chosen in), with its progress; a saved file leaves the list
 * and updates the gallery, a refused one stays with the server's message until dismissed.
 */
export function useImageUploads(productId: number) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const own = new AbortController();
    controller.current = own;
    // Leaving the page stops what is still being sent.
    return () => own.abort();
  }, []);

  const update = useCallback(
    (key: string, patch: Partial<UploadItem>) =>
      setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item))),
    [],
  );

  const sendAll = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    const signal = controller.current?.signal;
    while (queue.current.length > 0 && !signal?.aborted) {
      const { key, file } = queue.current.shift()!;
      update(key, { state: 'sending', sent: 0 });
      try {
        const reply = await uploadProductImage(productId, file, (sent) => update(key, { sent }), signal);
        storeGallery(queryClient, productId, reply.data.images);
        setItems((list) => list.filter((item) => item.key !== key));
        setAnnouncement(`${file.name}: ${reply.message ?? 'saved.'}`);
      } catch (failure) {
        if (signal?.aborted) break;
        const error = refusalOf(failure);
        update(key, { state: 'failed', error });
        setAnnouncement(`${file.name}: ${error}`);
      }
    }
    running.current = false;
  }, [productId, queryClient, update]);

  /** Queues the files; one the browser can already tell is wrong is refused without sending. */
  const add = useCallback(
    (files: File[]) => {
      const fresh = files.map((file) => ({
        key: `upload-${++nextKey}`,
        file,
        problem: productImageFileProblem(file),
      }));
      setItems((list) => [
        ...list,
        ...fresh.map(({ key, file, problem }) => ({
          key,
          name: file.name,
          state: problem ? ('failed' as const) : ('waiting' as const),
          sent: 0,
          error: problem,
        })),
      ]);
      queue.current.push(...fresh.filter((f) => !f.problem));
      void sendAll();
    },
    [sendAll],
  );

  const dismiss = useCallback(
    (key: string) => setItems((list) => list.filter((item) => item.key !== key)),
    [],
  );

  /** Files chosen and not yet saved or refused: they will take places in the gallery. */
  const pending = items.filter((item) => item.state !== 'failed').length;
  return { items, add, dismiss, pending, announcement };
}
