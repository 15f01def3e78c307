import { createHash } from 'node:crypto';

/**
 * A strong ETag of a page's HTML: 128 bits of its SHA-256, base64url. The same HTML always has the same tag,
 * in this process or another, so a tag outlives a cache entry and a restart.
 */
export function pageEtag(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
}

/**
 * Whether an If-None-Match header names `etag` (so the answer is 304): a list of tags or `*`, compared weakly
 * as RFC 9110 §13.1.2 says for If-None-Match (a W/ prefix is ignored).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}
