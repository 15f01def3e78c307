import { createHash } from 'node:crypto';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@app/domain/projects/chat';
import { fileTypeFromBuffer } from 'file-type';
import { encodeImage, type ImageProblem, type ImageRules } from '../media/image-upload.ts';
import type { UploadedPart } from '../media/upload-files.ts';
import type { NewChatFile } from './chat-files.repository.ts';

/**
 * A chat attachment (issue 24): its type is read from its bytes, never its name or Content-Type. Pictures
 * (JPEG, PNG, WebP) go through the shared pipeline (media/image-upload.ts): header checked before decoding,
 * re-encoded as WebP without EXIF, with a preview. A PDF is kept as sent once its bytes are a whole PDF.
 */
const PICTURES: ImageRules = {
  minWidth: 1,
  minHeight: 1,
  maxInputPixels: CHAT_LIMITS.imagePixels,
  renditions: [CHAT_LIMITS.imageSide, CHAT_LIMITS.previewSide],
  kinds: ['jpeg', 'png', 'webp'],
};

const MESSAGE_OF: Record<ImageProblem, string> = {
  type: CHAT_MESSAGES.fileType,
  unreadable: CHAT_MESSAGES.fileType,
  polyglot: CHAT_MESSAGES.fileType,
  tooSmall: CHAT_MESSAGES.fileType,
  tooManyPixels: CHAT_MESSAGES.imageTooLarge,
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Control characters, quotes, path separators and lone surrogates are dropped from a shown name. */
const UNSHOWABLE = /[\p{Cc}\p{Cs}"\\/<>]/gu;

/** The name shown for a kept file: the sender's, cleaned, with the extension of what is kept. */
export function keptName(sent: string, index: number, extension: 'webp' | 'pdf') {
  const base = sent.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(UNSHOWABLE, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 120);
  return `${stem || `file-${index + 1}`}.${extension}`;
}

/** A PDF's bytes end with its end-of-file marker (a cut upload does not). */
const wholePdf = (bytes: Buffer) => bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF');

/** The file to keep, or the message on its field. */
export async function prepareChatFile(part: UploadedPart): Promise<NewChatFile | string> {
  if ('problem' in part) {
    if (part.problem === 'empty') return CHAT_MESSAGES.fileType;
    // Cut at the larger limit, so unread: its name only chooses which limit the message names.
    return /\.pdf$/i.test(part.filename) ? CHAT_MESSAGES.pdfTooLarge : CHAT_MESSAGES.imageTooLarge;
  }
  const { bytes } = part;
  const found = await fileTypeFromBuffer(bytes);
  if (found?.mime === 'application/pdf') {
    if (bytes.length > CHAT_LIMITS.pdfBytes) return CHAT_MESSAGES.pdfTooLarge;
    if (!wholePdf(bytes)) return CHAT_MESSAGES.fileType;
    return {
      name: keptName(part.filename, part.index, 'pdf'),
      contentType: 'application/pdf',
      sha256: sha256(bytes),
      size: bytes.length,
      width: null,
      height: null,
      bytes,
      thumbBytes: null,
    };
  }
  if (bytes.length > CHAT_LIMITS.imageBytes) return CHAT_MESSAGES.imageTooLarge;
  const encoded = await encodeImage(bytes, PICTURES);
  if (!encoded.ok) return MESSAGE_OF[encoded.problem];
  const [image, preview] = encoded.renditions;
  return {
    name: keptName(part.filename, part.index, 'webp'),
    contentType: 'image/webp',
    sha256: image!.sha256,
    size: image!.bytes.length,
    width: image!.width,
    height: image!.height,
    bytes: image!.bytes,
    thumbBytes: preview!.bytes,
  };
}
