import { z } from 'zod';
import { imageSizeMessage } from '../accounts/messages.ts';
import { unstorableTextOf } from '../shared/input-limits.ts';

/**
 * Photos of the space (issue 24 point 6; spec point 1: the homeowner "uploads their own template or space
 * photos"): any of the project's people adds pictures of the room as it is, through the one checked image
 * pipeline (type by content, pixel limit before decoding, spec point 5's minimum, re-encoded as WebP without
 * EXIF, with a thumbnail). Each may carry a caption and the room it shows.
 */
export const SPACE_PHOTO_LIMITS = {
  /** Files in one upload: a walk round a room is a handful of pictures. */
  perRequest: 10,
  /** Photos a project keeps (a whole-house remodel photographed room by room fits). */
  perProject: 60,
  /** One file as sent: a phone's full-resolution JPEG fits. */
  maxBytes: 15 * 1024 * 1024,
  /**
   * Spec point 5's minimum: a square, so a photo is taken either way round; below this a room shows too
   * little to plan from.
   */
  minWidth: 480,
  minHeight: 480,
  /** Refused from the header, before decoding (a decompression bomb); 48- and 50-megapixel phones fit. */
  maxInputPixels: 50_000_000,
  /** The stored picture fits this square; its thumbnail the smaller one. */
  fullSide: 2048,
  thumbSide: 400,
  caption: 200,
  room: 80,
} as const;

const L = SPACE_PHOTO_LIMITS;

/** The multipart field holding the files (`photos[]` is read the same). */
export const SPACE_PHOTOS_FIELD = 'photos';
/** Where one file's message goes in a 422's `errors`: `photos.0` for the first file sent, and so on. */
export const spacePhotoField = (index: number) => `${SPACE_PHOTOS_FIELD}.${index}`;

/** The types taken, by content; the names only guide the file picker. */
export const SPACE_PHOTO_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'bmp'] as const;

/** Why the server refuses one file, each with its message (on `photos.N`). */
export const SPACE_PHOTO_REFUSALS = {
  empty: 'The file is empty.',
  type: 'A photo must be a JPEG, PNG, WebP, GIF or BMP picture.',
  polyglot: 'The photo holds web page or script code besides the picture; upload a plain photo.',
  tooSmall: imageSizeMessage('photo', L.minWidth, L.minHeight),
  tooLarge: `A photo may not be greater than ${L.maxBytes / 1024} kilobytes.`,
  tooManyPixels: `A photo may not have more than ${L.maxInputPixels / 1_000_000} million pixels.`,
  unreadable: 'The file could not be read as a picture.',
  full: `A project keeps at most ${L.perProject} photos; remove some to add more.`,
} as const;
export type SpacePhotoProblem = keyof typeof SPACE_PHOTO_REFUSALS;

export const SPACE_PHOTO_MESSAGES = {
  ...SPACE_PHOTO_REFUSALS,
  required: 'Choose at least one photo of the space.',
  tooManyFiles: `Send at most ${L.perRequest} photos at once.`,
  removed: 'The photo is removed.',
  notYours: 'Only the person who added a photo, or the project’s owner, can remove it.',
} as const;

/** The answer's message after an upload: how many of the files sent are among the project's photos now. */
export function photosAddedMessage(kept: number, sent: number): string {
  const what = kept === 1 ? 'The photo is' : `${kept} photos are`;
  return kept === sent ? `${what} added.` : `${kept} of ${sent} photos added; the others are refused.`;
}

/** An optional line of text: trimmed, bounded, storable (multipart fields bypass the JSON input guard). */
const note = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, { error: `The ${label} may not be greater than ${max} characters.` })
    .refine((s) => unstorableTextOf(s) === null, { error: `The ${label} must be plain text.` })
    .default('');

/** The text fields sent beside the files; they apply to every photo of that upload. */
export const spacePhotoFields = z.object({
  caption: note('caption', L.caption),
  room: note('room', L.room),
});
export type SpacePhotoFields = z.infer<typeof spacePhotoFields>;

/**
 * The browser's first look at a chosen file, by name and size only (the server decides by content): the
 * message to show next to it, or null to send it.
 */
export function spacePhotoFileProblem(file: { name: string; size: number }): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!(SPACE_PHOTO_TYPES as readonly string[]).includes(extension)) return SPACE_PHOTO_MESSAGES.type;
  if (file.size === 0) return SPACE_PHOTO_MESSAGES.empty;
  return file.size > L.maxBytes ? SPACE_PHOTO_MESSAGES.tooLarge : null;
}

const id = z.number().int();

/** A photo as its project's people see it; `url` and `preview_url` answer its bearer-token holders only. */
export const spacePhotoSchema = z.object({
  id,
  name: z.string(),
  caption: z.string(),
  room: z.string(),
  width: id,
  height: id,
  size: id,
  url: z.string(),
  preview_url: z.string(),
  /** Who added it (null once their account is gone). */
  added_by: z.object({ id, name: z.string() }).nullable(),
  /** The caller may remove it: they added it, or they own the project. */
  can_delete: z.boolean(),
  created_at: z.string(),
});
export type SpacePhoto = z.infer<typeof spacePhotoSchema>;

/** GET /api/project/{projectId}/photos: the newest first, and how many more the project may take. */
export const spacePhotoListSchema = z.object({
  photos: z.array(spacePhotoSchema),
  limit: id,
});
export type SpacePhotoList = z.infer<typeof spacePhotoListSchema>;

/**
 * POST's answer: the project's photos after it, and each file's outcome in the order sent (a file the
 * project already holds answers its photo: a retried upload adds nothing twice).
 */
export const spacePhotoUploadSchema = spacePhotoListSchema.extend({
  files: z.array(z.object({ index: id, photo_id: id.nullable(), error: z.string().nullable() })),
});
export type SpacePhotoUpload = z.infer<typeof spacePhotoUploadSchema>;
