import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error.ts';

/** One file of a multipart upload: its bytes, or why they were not read whole. */
export type UploadedPart =
  | { index: number; bytes: Buffer; filename: string }
  | { index: number; problem: 'empty' | 'tooLarge'; filename: string };

export type UploadRules = {
  /** The field the files come in (`images`); `images[]` is read the same. */
  field: string;
  maxFiles: number;
  maxBytes: number;
  /** Messages on `field` for a request that is not one: no file at all, or more files than maxFiles. */
  messages: { required: string; tooManyFiles: string };
  /**
   * Text fields sent beside the files (a chat message's), handed over as they arrive: a field sent before
   * the files is known before the first file is read. Without it a few small fields are allowed and ignored.
   */
  fields?: { maxBytes: number; onField: (name: string, value: string, truncated: boolean) => void };
  /** A request with no file is one too (the caller decides whether it says enough). */
  optional?: boolean;
};

/**
 * @fastify/multipart's limits for such an upload: a file is cut at maxBytes (so no more is buffered) and
 * read on as `tooLarge`; a few small text fields are allowed and ignored.
 */
export const uploadLimits = (rules: UploadRules) => ({
  throwFileSizeLimit: false,
  limits: {
    files: rules.maxFiles,
    fileSize: rules.maxBytes,
    fields: 5,
    fieldSize: rules.fields?.maxBytes ?? 1000,
    parts: rules.maxFiles + 5,
  },
});

async function readWhole(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The request's files in `rules.field`, in the order sent, each read only after the caller has handled
 * the one before (one upload in memory at a time). The files' Content-Types are never read; their names
 * only to be shown back. Not multipart, no such file, too many files or a broken body: a 422 on the field.
 */
export async function* uploadedFiles(
  request: FastifyRequest,
  rules: UploadRules,
): AsyncGenerator<UploadedPart> {
  const invalid = (message: string) => AppError.invalid(fieldError(rules.field, message));
  if (!request.isMultipart()) throw invalid(rules.messages.required);
  let index = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        rules.fields?.onField(part.fieldname, String(part.value), part.valueTruncated);
        continue;
      }
      if (part.fieldname !== rules.field && part.fieldname !== `${rules.field}[]`) {
        await readWhole(part.file);
        continue;
      }
      const bytes = await readWhole(part.file);
      const at = index++;
      const filename = part.filename ?? '';
      if (part.file.truncated) yield { index: at, problem: 'tooLarge', filename };
      else if (bytes.length === 0) yield { index: at, problem: 'empty', filename };
      else yield { index: at, bytes, filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    const tooMany = code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
    throw invalid(tooMany ? rules.messages.tooManyFiles : rules.messages.required);
  }
  if (index === 0 && !rules.optional) throw invalid(rules.messages.required);
}
