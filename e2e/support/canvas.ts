import type { Page } from 'playwright-core';

/** The WebGL renderer the page's browser draws with (e.g. "ANGLE (Google, Vulkan … (SwiftShader …))"). */
export const webglRenderer = (page: Page) =>
  page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (!gl) return null;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  });

/**
 * What the 3-D canvas shows, read back through a 2-D canvas (the scene keeps its drawing buffer): how many
 * distinct colours (a blank canvas has one) and a hash of the pixels (it changes when the picture does).
 */
export const canvasPixels = (page: Page, selector = '[data-testid="room-canvas"] canvas') =>
  page.evaluate((sel) => {
    const source = document.querySelector<HTMLCanvasElement>(sel);
    if (!source) return null;
    const copy = document.createElement('canvas');
    copy.width = 160;
    copy.height = 100;
    const ctx = copy.getContext('2d')!;
    ctx.drawImage(source, 0, 0, copy.width, copy.height);
    const data = ctx.getImageData(0, 0, copy.width, copy.height).data;
    const colours = new Set<number>();
    let hash = 0;
    for (let i = 0; i < data.length; i += 4) {
      const rgb = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
      colours.add(rgb);
      hash = (Math.imul(hash, 31) + rgb) | 0;
    }
    return { colours: colours.size, hash };
  }, selector);
