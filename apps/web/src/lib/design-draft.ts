import { roomDocumentSchema } from '@app/domain/room/document';
import { z } from 'zod';
import { readStored, removeStored, VISUALIZER_KEYS, writeStored } from './storage.ts';

/**
 * The design being worked on, kept in storage (`visual_design`) so a reload, the checklist page and a guest's
 * trip through sign-in all come back to it. `designId`/`version` name the saved version it was made from
 * (null until saved); `dirty` says it changed since; `saveAfterSignIn` that a guest asked to save it.
 */
const draftSchema = z.object({
  floorplan: z.string(),
  floorTemplate: z.string().nullable(),
  name: z.string(),
  document: roomDocumentSchema,
  designId: z.number().int().nullable(),
  version: z.number().int().nullable(),
  dirty: z.boolean(),
  saveAfterSignIn: z.boolean().default(false),
});
export type DesignDraft = z.infer<typeof draftSchema>;

/** The stored draft; anything stored that is not a valid draft (an older format, a hand edit) is none. */
export function readDraft(): DesignDraft | null {
  const parsed = draftSchema.safeParse(readStored(VISUALIZER_KEYS.visual_design));
  return parsed.success ? parsed.data : null;
}

export const writeDraft = (draft: DesignDraft) => writeStored(VISUALIZER_KEYS.visual_design, draft);
export const clearDraft = () => removeStored(VISUALIZER_KEYS.visual_design);
