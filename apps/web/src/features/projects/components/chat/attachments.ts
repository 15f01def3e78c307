import type { FieldErrors } from '@app/domain/api/envelope';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@app/domain/projects/chat';
import { extensionOf } from '../../../../components/ui/file-checks.ts';

/** What the file picker offers: the kinds the server keeps (it types each file by its bytes). */
export const CHAT_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';

const BY_TYPE: Record<string, 'picture' | 'pdf'> = {
  'image/jpeg': 'picture',
  'image/png': 'picture',
  'image/webp': 'picture',
  'application/pdf': 'pdf',
};
const BY_EXTENSION: Record<string, 'picture' | 'pdf'> = {
  jpg: 'picture',
  jpeg: 'picture',
  png: 'picture',
  webp: 'picture',
  pdf: 'pdf',
};

/** A file turned away, with the domain's words for why. */
export type Refusal = { name: string | null; message: string };

/** Why a chosen file cannot go (type, size), before it is sent; the server checks its bytes again. */
export function refusalOf(file: File): string | null {
  const kind = BY_TYPE[file.type] ?? BY_EXTENSION[extensionOf(file.name)];
  if (!kind) return CHAT_MESSAGES.fileType;
  if (kind === 'picture' && file.size > CHAT_LIMITS.imageBytes) return CHAT_MESSAGES.imageTooLarge;
  if (kind === 'pdf' && file.size > CHAT_LIMITS.pdfBytes) return CHAT_MESSAGES.pdfTooLarge;
  return null;
}

/** Newly chosen files added to those attached: the same file once, at most CHAT_LIMITS.files in all. */
export function admitFiles(current: readonly File[], incoming: readonly File[]) {
  const refused: Refusal[] = [];
  const files = [...current];
  for (const file of incoming) {
    const why = refusalOf(file);
    if (why) refused.push({ name: file.name, message: why });
    else if (files.some((f) => f.name === file.name && f.size === file.size)) continue;
    else if (files.length >= CHAT_LIMITS.files)
      refused.push({ name: file.name, message: CHAT_MESSAGES.tooManyFiles });
    else files.push(file);
  }
  return { files, refused };
}

/** A 422's errors as the composer shows them: `files.N` names the file it is about. */
export function refusalsOf(errors: FieldErrors, files: readonly File[]): Refusal[] {
  return Object.entries(errors).flatMap(([field, messages]) => {
    const index = /^files\.(\d+)$/.exec(field)?.[1];
    const name = index === undefined ? null : (files[Number(index)]?.name ?? null);
    return messages.map((message) => ({ name, message }));
  });
}

/**
 * A version 4 UUID for a message's client key. crypto.randomUUID exists only on secure pages (https,
 * localhost); getRandomValues everywhere.
 */
export function newClientKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false)
    return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
