import type { PicturePick } from '@app/domain/ai-design/picture';
import type { AppConfig } from '../../config.ts';

/**
 * The optional image model of styled pictures (issue 26 point 5): the edge of the internet, behind this
 * interface. The wire format is the provider contract in docs/api-ai-design.md ("The image model's wire
 * format"); the only adapter speaks it over HTTP, and its tests run it against a local stub server.
 */
export type PictureRequest = {
  /** Our own render's depth map, a PNG (near is light). */
  depth: Buffer;
  /** Our own render's edge map, a PNG (edges white on black), the same size as the depth map. */
  edges: Buffer;
  prompt: string;
  picks: PicturePick[];
  /** The same on every try of one picture, so a provider that keeps keys can answer a retry once. */
  key?: string;
};

export interface PictureProvider {
  readonly name: string;
  /** The styled picture (PNG, JPEG or WebP bytes: checked by content by the caller), or a PictureFailure. */
  stylise(request: PictureRequest): Promise<{ image: Buffer }>;
}

/** Why a picture was not made, without a word of the provider's own (its text may hold anything). */
export type PictureFailureReason = 'timeout' | 'unreachable' | 'refused' | 'malformed';

export class PictureFailure extends Error {
  constructor(
    readonly reason: PictureFailureReason,
    /** The provider's HTTP status, when it answered one. */
    readonly status?: number,
  ) {
    super(`image model: ${reason}${status ? ` (HTTP ${status})` : ''}`);
    this.name = 'PictureFailure';
  }
}

/** The most an answer may be: a base64 picture of at most 16 MB, and its JSON around it. */
export const MAX_ANSWER_BYTES = Math.ceil((16 * 1024 * 1024 * 4) / 3) + 4096;

type HttpOptions = { url: string; key: string | undefined; timeoutMs: number };

/** Reads at most `max` bytes of the answer's body; more is a malformed answer (never buffered whole). */
async function boundedBody(response: Response, max: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new PictureFailure('malformed', response.status);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The picture of a 200 answer `{ "image": "<base64>" }`, or a malformed answer. */
function imageOf(text: string, status: number): Buffer {
  let image: unknown;
  try {
    image = (JSON.parse(text) as { image?: unknown } | null)?.image;
  } catch {
    throw new PictureFailure('malformed', status);
  }
  if (typeof image !== 'string' || image.length === 0 || !BASE64.test(image))
    throw new PictureFailure('malformed', status);
  return Buffer.from(image, 'base64');
}

/**
 * The HTTP adapter: one JSON POST to AI_IMAGE_URL with both maps in base64, the prompt and the picks; the
 * key as a bearer token; the picture's own key as Idempotency-Key. Anything but a 200 with a picture within
 * the timeout is a PictureFailure.
 */
export function httpPictureProvider(o: HttpOptions): PictureProvider {
  return {
    name: 'http',
    async stylise(request) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
      };
      if (o.key) headers.authorization = `Bearer ${o.key}`;
      if (request.key) headers['idempotency-key'] = request.key;
      const body = JSON.stringify({
        prompt: request.prompt,
        picks: request.picks,
        depth: request.depth.toString('base64'),
        edges: request.edges.toString('base64'),
      });
      const signal = AbortSignal.timeout(o.timeoutMs);
      let response: Response;
      try {
        response = await fetch(o.url, { method: 'POST', headers, body, signal, redirect: 'error' });
      } catch {
        throw new PictureFailure(signal.aborted ? 'timeout' : 'unreachable');
      }
      try {
        if (response.status !== 200) {
          await response.body?.cancel();
          throw new PictureFailure('refused', response.status);
        }
        return { image: imageOf(await boundedBody(response, MAX_ANSWER_BYTES), response.status) };
      } catch (error) {
        if (error instanceof PictureFailure) throw error;
        throw new PictureFailure(signal.aborted ? 'timeout' : 'unreachable', response.status);
      }
    },
  };
}

/** The configured image model, or null: styled pictures are off (the default; the product works without). */
export function createPictureProvider(config: Pick<AppConfig, 'aiImage'>): PictureProvider | null {
  const { url, key, timeoutMs } = config.aiImage;
  return url ? httpPictureProvider({ url, key, timeoutMs }) : null;
}
