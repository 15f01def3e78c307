import { z } from 'zod';
import { imageSizeMessage } from '../accounts/messages.ts';

/**
 * The photo still of a design version (issue 21 A6): rendered in the browser, sent as the raw JPEG or PNG
 * body of PUT /api/designs/{id}/versions/{n}/photo, checked by content and kept re-encoded as WebP (the
 * picture and a thumbnail for the design list), one per version.
 */
export const DESIGN_PHOTO_LIMITS = {
  /** A 1600 × 1000 JPEG at quality 0.92 is about 0.5 MB; a PNG of it about 3 MB. */
  maxBytes: 6 * 1024 * 1024,
  minWidth: 320,
  minHeight: 200,
  /** Refused from the header, before decoding. */
  maxInputPixels: 16_000_000,
  fullSide: 1600,
  thumbSide: 400,
} as const;

/** The body's field name in a 422's `errors`. */
export const DESIGN_PHOTO_FIELD = 'photo';
/** The body types the route reads (anything else is read too, and refused by content). */
export const DESIGN_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

const L = DESIGN_PHOTO_LIMITS;
export const DESIGN_PHOTO_MESSAGES = {
  required: 'Please send the photo as the request body.',
  type: 'The photo must be a JPEG or PNG image.',
  polyglot: 'The photo holds web page or script code besides the picture.',
  tooSmall: imageSizeMessage('photo', L.minWidth, L.minHeight),
  tooLarge: `The photo may not be greater than ${L.maxBytes / 1024} kilobytes.`,
  saved: 'Photo saved.',
} as const;

/** The answer of PUT …/photo: the stored picture's size and content hash (its WebP's). */
export const designPhotoSchema = z.object({
  design: z.number().int(),
  version: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  sha256: z.string(),
});
export type DesignPhoto = z.infer<typeof designPhotoSchema>;
