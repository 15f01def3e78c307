import {
  LOGO_MAX_INPUT_PIXELS,
  LOGO_MIN_HEIGHT,
  LOGO_MIN_WIDTH,
  LOGO_STORED_MAX_SIDE,
} from '@app/domain/pros/showroom-logo';
import { type EncodedImage, encodeImage, type ImageProblem } from '../media/image-upload.ts';

export type EncodedLogo = EncodedImage;
/** Why an upload is refused; the service turns each into the field's message. */
export type LogoProblem = ImageProblem;
export type LogoResult = { ok: true; logo: EncodedLogo } | { ok: false; problem: LogoProblem };

const LOGO_RULES = {
  minWidth: LOGO_MIN_WIDTH,
  minHeight: LOGO_MIN_HEIGHT,
  maxInputPixels: LOGO_MAX_INPUT_PIXELS,
  renditions: [LOGO_STORED_MAX_SIDE],
} as const;

/**
 * Checks an uploaded logo and re-encodes it through the shared image pipeline (media/image-upload.ts,
 * decisions/0012): one WebP within 1024 × 1024.
 */
export async function encodeLogo(bytes: Buffer): Promise<LogoResult> {
  const result = await encodeImage(bytes, LOGO_RULES);
  return result.ok ? { ok: true, logo: result.renditions[0]! } : result;
}
