import { type FieldErrors, toFieldErrors } from '@app/domain';
import { CHAT_LIMITS, CHAT_MESSAGES, chatMessageBody } from '@app/domain/projects/chat';
import { findUnstorableText, UNSTORABLE_TEXT } from '@app/domain/shared/input-limits';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStore } from '../../lib/object-store/object-store.ts';
import { type UploadRules, uploadedFiles } from '../media/upload-files.ts';
import type { NewChatFile } from './chat-files.repository.ts';
import { prepareChatFile } from './chat-files.ts';
import {
  checkPace,
  finishPost,
  type OpenedPost,
  openPost,
  type Posted,
  type Poster,
  type PostFields,
} from './post-message.service.ts';

/**
 * A message as multipart: its fields (`project_id`, `message`, `client_key`) and up to 15 files in `files`.
 * A file is cut at the larger of the two size limits (a PDF's), so no more than that is ever buffered.
 */
export const CHAT_UPLOAD: UploadRules = {
  field: 'files',
  maxFiles: CHAT_LIMITS.files,
  maxBytes: Math.max(CHAT_LIMITS.pdfBytes, CHAT_LIMITS.imageBytes),
  messages: { required: CHAT_MESSAGES.unreadable, tooManyFiles: CHAT_MESSAGES.tooManyFiles },
  // A UTF-16 unit is at most 3 bytes of UTF-8: a field cut past this is longer than the message may be.
  fields: { maxBytes: 3 * CHAT_LIMITS.body + 1, onField: () => {} },
  optional: true,
};

/** The text fields as the JSON body would carry them: the same rules, the same messages. */
function parseFields(raw: Record<string, string>, cut: Set<string>): PostFields {
  const unstorable = findUnstorableText(raw);
  if (unstorable) {
    const field = String(unstorable.path[0]);
    throw AppError.invalid({ [field]: [UNSTORABLE_TEXT[unstorable.problem](field.replaceAll('_', ' '))] });
  }
  // A cut field stands for one too long for its rule, which then refuses it.
  const fields = { ...raw, ...(cut.has('message') ? { message: 'x'.repeat(CHAT_LIMITS.body + 1) } : {}) };
  const parsed = chatMessageBody.safeParse(fields);
  if (!parsed.success) throw AppError.invalid(toFieldErrors(parsed.error.issues));
  return parsed.data;
}

/**
 * POST /api/projectChat as multipart. The fields sent before the first file are checked (and the caller's
 * place in the project, and a retry) before that file is decoded; each file is then checked as it arrives
 * and refused on `files.N`. A retry of a kept message reads its files no further.
 */
export async function postMultipart(
  db: Database,
  objects: ObjectStore,
  user: Poster,
  request: FastifyRequest,
): Promise<Posted> {
  const raw: Record<string, string> = {};
  const cut = new Set<string>();
  const rules: UploadRules = {
    ...CHAT_UPLOAD,
    fields: {
      maxBytes: CHAT_UPLOAD.fields!.maxBytes,
      onField: (name, value, truncated) => {
        raw[name] = value;
        if (truncated) cut.add(name);
      },
    },
  };
  let opened: OpenedPost | null = null;
  const open = async () => {
    if (!opened) {
      const fresh = await openPost(db, user, parseFields(raw, cut));
      // A member past their pace hears it before their files are decoded.
      if (!fresh.existing) await checkPace(db, user.id);
      opened = fresh;
    }
    return opened;
  };
  const kept: NewChatFile[] = [];
  const refused: FieldErrors = {};
  for await (const part of uploadedFiles(request, rules)) {
    if ((await open()).existing) continue;
    const file = await prepareChatFile(part);
    if (typeof file === 'string') refused[`files.${part.index}`] = [file];
    else kept.push(file);
  }
  if (Object.keys(refused).length > 0) throw AppError.invalid(refused);
  return finishPost(db, objects, user, await open(), kept);
}
