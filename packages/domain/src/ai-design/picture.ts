import { z } from 'zod';
import { productRefKey } from '../room/document.ts';
import type { AiDesign } from './contract.ts';

/**
 * Styled pictures (issue 26 point 5; docs/api-ai-design.md "Styled pictures"): an optional image model, off
 * unless the server is configured with one, is sent the depth and edge maps the browser drew from our own
 * 3-D render of a design, with the design's picks in words, and answers a styled picture of it. Each picture
 * holds the admin's `costs.picture` coins, captured when it is stored and released when it fails.
 */

/** The multipart fields of POST …/designs/{index}/picture: two PNG files the browser rendered. */
export const PICTURE_MAPS = ['depth', 'edges'] as const;
export type PictureMap = (typeof PICTURE_MAPS)[number];

export const PICTURE_LIMITS = {
  /** Each map's file, at most (a 2048 × 2048 PNG of a smooth depth render is far smaller). */
  maxBytes: 4 * 1024 * 1024,
  /** Each side of a map, at least: a smaller render shows the model too little of the room. */
  minSide: 64,
  /** Width × height of a map, at most (read from the header, refused before decoding). */
  maxPixels: 2048 * 2048,
  /** The prompt sent to the model, in characters. */
  promptChars: 2000,
} as const;

const mapName = (map: PictureMap) => (map === 'depth' ? 'depth map' : 'edge map');

export const PICTURE_MESSAGES = {
  /** No image model is configured (422 on `picture`): the product works fully without one. */
  unavailable: 'Styled pictures are not available here.',
  required: (map: PictureMap) => `Send the ${mapName(map)} as a PNG file.`,
  type: (map: PictureMap) => `The ${mapName(map)} must be a PNG image.`,
  tooLarge: (map: PictureMap) =>
    `The ${mapName(map)} must be at most ${PICTURE_LIMITS.maxBytes / 1024 / 1024} MB and ${Math.sqrt(PICTURE_LIMITS.maxPixels)} × ${Math.sqrt(PICTURE_LIMITS.maxPixels)} pixels.`,
  tooSmall: (map: PictureMap) =>
    `The ${mapName(map)} must be at least ${PICTURE_LIMITS.minSide} × ${PICTURE_LIMITS.minSide} pixels.`,
  sameSize: 'The depth and edge maps must be the same size.',
  /** A second picture of a design while one is being made (409). */
  busy: 'A styled picture of this design is already being made.',
  /** The model failed, timed out or answered something that is not a picture: no detail of its own. */
  failed: 'We could not make this picture. Your coins were returned; please try again.',
  /** Shown under every styled picture. */
  caption: 'AI-styled, may not match the products exactly',
} as const;

export const PICTURE_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

/** A styled picture as POST and GET …/designs/{index}/picture answer it. */
export const aiPictureSchema = z.object({
  id: z.number().int(),
  generation: z.number().int(),
  design: z.number().int().min(0),
  status: z.enum(PICTURE_STATUSES),
  /** Coins held (queued, running), captured (succeeded) or released (failed). */
  coins: z.number().int().min(0),
  /** Where the picture is read (with the AIauthToken header), once it succeeded; null before. */
  url: z.string().nullable(),
  /** Why it failed, in words; null otherwise. */
  error: z.string().nullable(),
  created_at: z.string(),
});
export type AiPicture = z.infer<typeof aiPictureSchema>;

/** A pick as the image model is told it: what fills which part of the room, and its colours. */
export type PicturePick = { slot: string; name: string; brand: string; colours?: string[] };

/** The design's picks in words for the model, with each product's drawn colours where it has them. */
export function picturePicks(design: Pick<AiDesign, 'picks' | 'textures'>): PicturePick[] {
  return design.picks.map((p) => {
    const texture = design.textures[productRefKey({ product: p.product, sizeId: p.size_id })];
    const colours = texture ? [...new Set([texture.base_color, texture.accent_color])] : undefined;
    return { slot: p.slot, name: p.name, brand: p.brand, ...(colours ? { colours } : {}) };
  });
}

/**
 * What the model is asked to draw: the room as the maps show it (its geometry is ours and must not move),
 * dressed as the design is. Bounded, so a long list of picks never sends an unbounded prompt.
 */
export function picturePrompt(design: Pick<AiDesign, 'name' | 'style' | 'palette' | 'picks'>): string {
  const head =
    `A photorealistic interior photograph of "${design.name}", a ${design.style} room in a ${design.palette} palette. ` +
    'Keep the room exactly as the depth and edge maps show it: the same walls, fixtures and camera. Materials: ';
  const parts = design.picks.map((p) => `${p.slot}: ${p.name} by ${p.brand}`).join('; ');
  return `${head}${parts}.`.slice(0, PICTURE_LIMITS.promptChars);
}
