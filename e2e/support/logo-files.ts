/**
 * Logo files for Playwright's `setInputFiles` (no binary fixtures, no image library): SVGs of a given size,
 * which the server rasterises and checks like any image (issue 11, decisions/0012). A 120 × 120 one is
 * refused with 'The business logo field must be Minimum 200 X 200 pixels.'
 */
export function svgLogo(
  width: number,
  height: number,
  colour = '#0f766e',
  name = `logo-${width}x${height}.svg`,
) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" rx="${Math.round(width / 8)}" fill="${colour}"/>` +
    `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#ffffff"/></svg>`;
  return { name, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) };
}
