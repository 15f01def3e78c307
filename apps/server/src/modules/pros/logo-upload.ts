import { LOGO_FIELD, LOGO_MAX_BYTES, LOGO_MESSAGES } from '@app/domain/pros/showroom-logo';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error.ts';

/** Multipart limits for the logo form: one file of at most LOGO_MAX_BYTES, a few small text fields. */
export const LOGO_UPLOAD_LIMITS = {
  files: 1,
  fileSize: LOGO_MAX_BYTES,
  fields: 5,
  fieldSize: 1000,
  parts: 10,
};

const invalid = (message: string) => AppError.invalid(fieldError(LOGO_FIELD, message));

/**
 * The uploaded `business_logo` file's bytes. Multipart stops buffering at LOGO_MAX_BYTES; that and its other
 * limits (413s of @fastify/multipart) become the spec's 422 on the field. Name and Content-Type are ignored.
 */
export async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid(LOGO_MESSAGES.required);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== LOGO_FIELD) throw invalid(LOGO_MESSAGES.required);
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw invalid(LOGO_MESSAGES.required);
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    throw invalid(code === 'FST_REQ_FILE_TOO_LARGE' ? LOGO_MESSAGES.tooLarge : LOGO_MESSAGES.required);
  }
}
