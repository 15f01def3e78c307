/** The web app's random viewer id (storage key `recently_viewed`), sent as X-Viewer-Id; at most 64 chars. */
export const viewerIdOf = (header: string | string[] | undefined): string | undefined => {
  const value = Array.isArray(header) ? header[0] : header;
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= 64 ? trimmed : undefined;
};
