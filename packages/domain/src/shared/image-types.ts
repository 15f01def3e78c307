/**
 * Spec point 5's image rule `maxdimensions`: the file types an upload may be (jpg and jpeg are one), in the
 * spec's order. The server decides the type by the file's content; the name only guides the file picker.
 */
export const IMAGE_TYPES = ['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif'] as const;

/** A file picker's `accept`: a hint only; the server decides by content. */
export const IMAGE_ACCEPT = [
  ...IMAGE_TYPES.map((t) => `.${t}`),
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/svg+xml',
].join(',');

/** True when the name ends in one of IMAGE_TYPES (any case): the browser's first look, before sending. */
export function hasImageExtension(name: string): boolean {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return (IMAGE_TYPES as readonly string[]).includes(extension);
}
