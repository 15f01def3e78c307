import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { canvasPixels, webglRenderer } from './support/canvas.ts';
import { hueChroma, lab, readCanvas } from './support/floor-pixels.ts';

/**
 * Issue 21's baked light in software WebGL: the first lightmaps land within 15 s of opening a room, the
 * floor is darker in its corners than in its middle, and a floor swap after the bake redraws at once
 * without starting another bake (the bake depends on the room's geometry, not its products).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ webgl: true });
});
afterAll(async () => {
  await browser?.close();
});

const box = '[data-testid="room-canvas"]';
const bakeOf = (page: Page) =>
  page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel);
    return { generation: el?.dataset.bakeGeneration, passes: Number(el?.dataset.bakePasses ?? 0) };
  }, box);

/** Mean lightness (L*) of the floor's pixels near its middle and near the corners of its extent. */
async function floorLight(page: Page) {
  const picture = await readCanvas(page);
  const at = (x: number, y: number) => {
    const p = (y * picture.width + x) * 4;
    return lab([picture.data[p]!, picture.data[p + 1]!, picture.data[p + 2]!]);
  };
  // The floor's hue is the commonest coloured hue in the middle third of the top view (the galley's aisle; a
  // pendant may hang right over the middle pixel).
  const votes = new Map<number, number>();
  for (let y = Math.round(picture.height / 3); y < (picture.height * 2) / 3; y += 2)
    for (let x = Math.round(picture.width / 3); x < (picture.width * 2) / 3; x += 2) {
      const { hue, chroma } = hueChroma(at(x, y));
      if (chroma > 10) votes.set(Math.round(hue / 10) % 36, (votes.get(Math.round(hue / 10) % 36) ?? 0) + 1);
    }
  const floorHue = 10 * [...votes].reduce((best, vote) => (vote[1] > best[1] ? vote : best), [0, -1])[0];
  const isFloor = (x: number, y: number) => {
    const { hue, chroma } = hueChroma(at(x, y));
    return chroma > 10 && Math.abs(((hue - floorHue + 540) % 360) - 180) < 20;
  };
  const floor: [number, number][] = [];
  for (let y = 0; y < picture.height; y += 2)
    for (let x = 0; x < picture.width; x += 2) if (isFloor(x, y)) floor.push([x, y]);
  // The floor's extent without the few pixels elsewhere that share its hue (a bronze faucet, a brass pendant's
  // edge): the 2nd and 98th percentiles of where its pixels are.
  const spread = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return [sorted[Math.floor(sorted.length * 0.02)]!, sorted[Math.floor(sorted.length * 0.98)]!];
  };
  const [x0, x1] = spread(floor.map(([x]) => x));
  const [y0, y1] = spread(floor.map(([, y]) => y));
  const [cx, cy, reach] = [(x0 + x1) / 2, (y0 + y1) / 2, Math.min(x1 - x0, y1 - y0) / 6];
  const mean = (points: [number, number][]) =>
    points.reduce((s, [x, y]) => s + at(x, y)[0], 0) / points.length;
  const near = (px: number, py: number) => floor.filter(([x, y]) => Math.hypot(x - px, y - py) < reach);
  const corners = [near(x0, y0), near(x1, y0), near(x0, y1), near(x1, y1)].flat();
  // The middle: the floor's pixels nearest its centre, as many as a corner has (a pendant over the centre hides
  // the floor right under it).
  const middle = [...floor]
    .sort((a, b) => Math.hypot(a[0] - cx, a[1] - cy) - Math.hypot(b[0] - cx, b[1] - cy))
    .slice(0, Math.max(50, Math.round(corners.length / 4)));
  return { pixels: floor.length, middle: mean(middle), corners: mean(corners) };
}

describe('the baked light', () => {
  it('lands within 15 s, darkens the floor’s corners, and survives a floor swap', async () => {
    const { page } = await newPage(browser);
    await page.goto('/visualize');
    expect(await webglRenderer(page)).toMatch(/SwiftShader/i);
    await page.getByRole('textbox', { name: 'Showroom ID' }).fill('DEMO2026');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: '1. Choose a floor plan' }).waitFor();

    const opened = Date.now();
    await page.goto('/visualize?floorplan=kitchen-galley-3658x2438&floorTemplate=kitchen-modern-warm');
    await page.locator(`${box}[data-baked="1"]`).waitFor({ state: 'attached', timeout: 15_000 });
    const landedMs = Date.now() - opened;
    console.info(`baked light: first pass in place ${landedMs} ms after navigation (budget 15,000)`);
    expect(landedMs).toBeLessThan(15_000);

    // From above, the whole aisle of the galley's floor is in view.
    // Generous waits: a busy machine's software WebGL can hold the page's frames for seconds.
    await page.getByRole('button', { name: 'Top view' }).click({ timeout: 30_000 });
    await page.waitForTimeout(1_000);
    await screenshot(page, 'room-light-top');
    const light = await floorLight(page);
    console.info(
      `baked light: floor L* middle ${light.middle.toFixed(1)}, corners ${light.corners.toFixed(1)}`,
    );
    expect(light.pixels).toBeGreaterThan(500);
    expect(light.corners).toBeLessThan(light.middle - 3);

    // A swap after the bake: drawn again at once, and the same bake (no new generation).
    const bake = await bakeOf(page);
    const before = await canvasPixels(page);
    await page
      .getByRole('navigation', { name: 'Surfaces and fixtures' })
      .getByRole('button', { name: /^Floor / })
      .click({ timeout: 30_000 });
    const options = page.getByRole('list', { name: 'Products for Floor' });
    await options.waitFor({ timeout: 30_000 });
    const clicked = Date.now();
    await options.getByRole('button', { name: /^Use / }).nth(2).click({ timeout: 30_000 });
    await expect
      .poll(async () => (await canvasPixels(page))!.hash, { timeout: 5_000, interval: 20 })
      .not.toBe(before!.hash);
    console.info(`baked light: floor swap redrawn ${Date.now() - clicked} ms after the click`);
    await page.waitForTimeout(1_500);
    expect((await bakeOf(page)).generation).toBe(bake.generation);
    await screenshot(page, 'room-light-swapped');
  });
});
