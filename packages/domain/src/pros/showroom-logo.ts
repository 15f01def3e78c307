import { imageSizeMessage } from '../accounts/messages.ts';
import { required } from '../shared/field-messages.ts';
import { IMAGE_ACCEPT, IMAGE_TYPES } from '../shared/image-types.ts';

/**
 * The showroom logo a pro uploads (issue 11 point 4, spec point 5's image rule `maxdimensions`): one of the
 * spec's image types, at least LOGO_MIN_WIDTH × LOGO_MIN_HEIGHT pixels. The server checks the type by the
 * file's content, never by its name, and keeps only a re-encoded copy (docs/decisions/0012-logo-storage.md).
 */
export const LOGO_FIELD = 'business_logo';
const LABEL = 'business logo';

export const LOGO_MIN_WIDTH = 200;
export const LOGO_MIN_HEIGHT = 200;
/** The upload's size cap: a phone photo fits, a file that only fills memory does not. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** A decoded image larger than this is refused before it is decoded (a decompression bomb). */
export const LOGO_MAX_INPUT_PIXELS = 40_000_000;
/** The stored copy fits in this square, which is more than any header or showroom page shows. */
export const LOGO_STORED_MAX_SIDE = 1024;

/** Spec point 5's list, in its order (shared with product images: shared/image-types.ts). */
export const LOGO_TYPES = IMAGE_TYPES;
/** The file picker's `accept`: a hint only; the server decides by content. */
export const LOGO_ACCEPT = IMAGE_ACCEPT;

export const LOGO_MESSAGES = {
  required: required(LABEL),
  type: `The ${LABEL} must be a file of type: ${LOGO_TYPES.join(', ')}.`,
  tooSmall: imageSizeMessage(LABEL, LOGO_MIN_WIDTH, LOGO_MIN_HEIGHT),
  tooLarge: `The ${LABEL} may not be greater than ${LOGO_MAX_BYTES / 1024} kilobytes.`,
  tooManyPixels: `The ${LABEL} may not have more than ${LOGO_MAX_INPUT_PIXELS / 1_000_000} million pixels.`,
  unreadable: `The ${LABEL} could not be read as an image.`,
  polyglot: `The ${LABEL} holds web page or script code besides the picture; upload a plain image.`,
  saved: 'Your logo is saved.',
  removed: 'Your logo is removed.',
} as const;

/**
 * The browser's first look at a chosen file, by name and size only (the server decides by content): the
 * message to show under the field, or null to send it.
 */
export function logoFileProblem(file: { name: string; size: number }): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!(LOGO_TYPES as readonly string[]).includes(extension)) return LOGO_MESSAGES.type;
  if (file.size === 0) return LOGO_MESSAGES.required;
  return file.size > LOGO_MAX_BYTES ? LOGO_MESSAGES.tooLarge : null;
}

/** Width and height both at least the minimum (spec point 5). */
export const logoBigEnough = (width: number, height: number) =>
  width >= LOGO_MIN_WIDTH && height >= LOGO_MIN_HEIGHT;

/** Public logo URLs: content-addressed, so a new logo is a new URL and each one may be cached for good. */
export const LOGO_URL_PREFIX = '/media/logos/';
export const logoUrl = (hash: string) => `${LOGO_URL_PREFIX}${hash}.webp`;
