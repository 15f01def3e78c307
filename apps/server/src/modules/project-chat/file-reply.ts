import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { sendStoredImage } from '../media/stored-image.ts';
import type { fileOfProject } from './chat-files.repository.ts';

type StoredFile = NonNullable<Awaited<ReturnType<typeof fileOfProject>>>;

/** RFC 6266: a plain-ASCII name for old clients and the exact one, percent-encoded (RFC 8187). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/**
 * A project's file as its people open it: pictures are the stored WebP (or its preview), shown in place; a
 * PDF is always a download (`attachment`), so a script inside it never runs on this origin. Neither runs
 * anything when opened directly (sandbox), `nosniff` is on every answer (plugins/security-headers.ts), and
 * nothing is cached beyond the caller's own browser.
 */
export function sendProjectFile(reply: FastifyReply, file: StoredFile, size: 'full' | 'preview') {
  if (file.contentType === 'image/webp') {
    const preview = size === 'preview';
    const bytes = preview ? file.thumbBytes : file.bytes;
    if (!bytes) throw new AppError('not_found');
    reply.header('content-disposition', contentDisposition('inline', file.name));
    return sendStoredImage(
      reply,
      { bytes },
      `${file.sha256}${preview ? '.preview' : ''}`,
      'private, no-cache',
    );
  }
  if (size === 'preview') throw new AppError('not_found');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('attachment', file.name))
    .header('cache-control', 'private, no-cache')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('etag', `"${file.sha256}"`)
    .send(file.bytes);
}
