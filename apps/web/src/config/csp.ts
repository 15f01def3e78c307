/**
 * Content-Security-Policy of the SPA (product.md "Security decisions"): no inline or third-party script, so
 * injected markup cannot run code that reads the token in browser storage.
 *
 * - Built index.html gets it as a <meta> (vite.config.ts); the server should also send it as a header,
 *   where `frame-ancestors` takes effect (a meta tag ignores it).
 * - style-src allows inline styles: Radix's scroll lock and the toasts insert <style> elements. Styles
 *   cannot read storage; scripts stay strictly 'self'.
 * - img-src allows https: for product images from the image base url.
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'https:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export function contentSecurityPolicy(opts: { forMeta?: boolean } = {}): string {
  return Object.entries(CSP_DIRECTIVES)
    .filter(([name]) => !(opts.forMeta && name === 'frame-ancestors'))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
