import type { FieldErrors } from '@app/domain';
import {
  PICTURE_LIMITS,
  PICTURE_MAPS,
  PICTURE_MESSAGES,
  type PictureMap,
} from '@app/domain/ai-design/picture';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { encodeImage, type ImageProblem, type ImageRules } from '../media/image-upload.ts';
import type { UploadRules } from '../media/upload-files.ts';

const L = PICTURE_LIMITS;

/** @fastify/multipart's limits (media/upload-files.ts uploadLimits): two files, each cut at 4 MB. */
export const MAPS_UPLOAD: UploadRules = {
  field: 'depth',
  maxFiles: PICTURE_MAPS.length,
  maxBytes: L.maxBytes,
  messages: {
    required: PICTURE_MESSAGES.required('depth'),
    tooManyFiles: PICTURE_MESSAGES.required('depth'),
  },
};

/** A map as media's pipeline checks it: a PNG by its bytes, its size from the header before decoding. */
const MAP_RULES: ImageRules = {
  minWidth: L.minSide,
  minHeight: L.minSide,
  maxInputPixels: L.maxPixels,
  renditions: [],
  kinds: ['png'],
};

const MESSAGE_OF: Record<ImageProblem | 'tooLargeFile', (map: PictureMap) => string> = {
  type: PICTURE_MESSAGES.type,
  unreadable: PICTURE_MESSAGES.type,
  polyglot: PICTURE_MESSAGES.type,
  tooSmall: PICTURE_MESSAGES.tooSmall,
  tooManyPixels: PICTURE_MESSAGES.tooLarge,
  tooLargeFile: PICTURE_MESSAGES.tooLarge,
};

export type Maps = Record<PictureMap, Buffer>;
type Checked = { png: Buffer; width: number; height: number } | { problem: string };

/**
 * One map checked by content, then decoded whole and written again as a plain PNG: the image model gets
 * only pixels we read, never a chunk of metadata the browser (or whoever posted) put in the file.
 */
async function checkMap(map: PictureMap, bytes: Buffer): Promise<Checked> {
  const checked = await encodeImage(bytes, MAP_RULES);
  if (!checked.ok) return { problem: MESSAGE_OF[checked.problem](map) };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: L.maxPixels })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    return { problem: PICTURE_MESSAGES.type(map) };
  }
}

/** The request's files by field (the first of each; other fields are read and dropped), or their problems. */
async function readParts(request: FastifyRequest) {
  const files: Partial<Record<PictureMap, Buffer | 'tooLarge'>> = {};
  if (!request.isMultipart()) return files;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      const map = PICTURE_MAPS.find((m) => m === part.fieldname);
      if (!map || files[map]) continue;
      files[map] = part.file.truncated ? 'tooLarge' : bytes;
    }
  } catch {
    // A broken body, or more files than two: whatever was not read whole is missing below.
  }
  return files;
}

/**
 * POST …/picture's body: `depth` and `edges`, each a PNG by content of at most 4 MB and 2048 × 2048 pixels
 * and at least 64 × 64, the two the same size. Every problem is a 422 on its field, all of them at once.
 */
export async function readMaps(request: FastifyRequest): Promise<Maps> {
  const files = await readParts(request);
  const errors: FieldErrors = {};
  const good: Partial<Record<PictureMap, { png: Buffer; width: number; height: number }>> = {};
  for (const map of PICTURE_MAPS) {
    const file = files[map];
    if (!file || file.length === 0) errors[map] = [PICTURE_MESSAGES.required(map)];
    else if (file === 'tooLarge') errors[map] = [MESSAGE_OF.tooLargeFile(map)];
    else {
      const checked = await checkMap(map, file);
      if ('problem' in checked) errors[map] = [checked.problem];
      else good[map] = checked;
    }
  }
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
  const { depth, edges } = good as Record<PictureMap, { png: Buffer; width: number; height: number }>;
  if (depth.width !== edges.width || depth.height !== edges.height)
    throw AppError.invalid({ edges: [PICTURE_MESSAGES.sameSize] });
  return { depth: depth.png, edges: edges.png };
}
