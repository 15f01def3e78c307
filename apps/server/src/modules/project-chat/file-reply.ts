import type { FastifyReply } from 'fastify';
import { sendStoredImage } from '../media/stored-image.ts';
import type { readProjectFile } from './chat-read.service.ts';

type StoredFile = Awaited<ReturnType<typeof readProjectFile>>;

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
export function sendProjectFile(reply: FastifyReply, file: StoredFile) {
  if (file.contentType === 'image/webp') {
    reply.header('content-disposition', contentDisposition('inline', file.name));
    return sendStoredImage(
      reply,
      { bytes: file.bytes },
      `${file.sha256}${file.preview ? '.preview' : ''}`,
      'private, no-cache',
    );
  }
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('attachment', file.name))
    .header('cache-control', 'private, no-cache')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('etag', `"${file.sha256}"`)
    .send(file.bytes);
}
