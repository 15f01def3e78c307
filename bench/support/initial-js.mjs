import { gzipSync } from 'node:zlib';

/** Lighthouse's mobile screen and a desktop one: each can pull a different set of lazy chunks. */
export const viewports = [
  { name: '412 px', width: 412, height: 823 },
  { name: '1280 px', width: 1280, height: 900 },
];

/** Every script `url` requests until the network is idle, no interaction: its initial JS (gzip -9 each). */
export async function initialJs(browser, url, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = [];
    for (const response of scripts) {
      const body = await response.body();
      files.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    }
    files.sort((a, b) => b.gzip - a.gzip);
    return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
  } finally {
    await context.close();
  }
}
