/** Page meta of spec point 3 (shop_id, image base url, app name, api base url), read from index.html. */
function meta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content?.trim();
  return content ? content : null;
}

export const pageMeta = {
  /** '' means same origin: the server serves the SPA and the API together. */
  apiBaseUrl: () => (meta('api-base-url') ?? '').replace(/\/+$/, ''),
  appName: () => meta('app-name') ?? 'Remodel Marketplace',
  imageBaseUrl: () => meta('image-base-url') ?? '',
  shopId: () => meta('shop-id'),
};
