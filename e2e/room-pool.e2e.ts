import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { webglRenderer } from './support/canvas.ts';
import { hueChroma, lab, readCanvas } from './support/floor-pixels.ts';

/**
 * A pool in software WebGL: seen from above, the middle of the pool is water (blue-green), not the lawn that
 * lies around the yard; the coping ring around the water is lighter than it, and the lawn is still there
 * beyond the deck.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ webgl: true });
});
afterAll(async () => {
  await browser?.close();
});

const box = '[data-testid="room-canvas"]';

describe('a pool', () => {
  it('is water from above: blue-green in the middle, the coping lighter round it, the lawn beyond', async () => {
    const { page } = await newPage(browser);
    await page.goto('/visualize');
    expect(await webglRenderer(page)).toMatch(/SwiftShader/i);
    await page.getByRole('textbox', { name: 'Showroom ID' }).fill('DEMO2026');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: '1. Choose a floor plan' }).waitFor();
    await page.goto('/visualize?floorplan=outdoor-pool-4267x8534&floorTemplate=outdoor-modern-light');
    // The water's own light changes once the room's light is baked: read it after.
    await page.locator(`${box}[data-baked="1"]`).waitFor({ state: 'attached', timeout: 60_000 });
    await page.getByRole('button', { name: 'Top view' }).click({ timeout: 30_000 });
    await page.waitForTimeout(1_500);
    await screenshot(page, 'room-pool-top');

    const picture = await readCanvas(page);
    const colourAt = (x: number, y: number) => {
      const p = (y * picture.width + x) * 4;
      return lab([picture.data[p]!, picture.data[p + 1]!, picture.data[p + 2]!]);
    };
    const [cx, cy] = [Math.round(picture.width / 2), Math.round(picture.height / 2)];
    // The mean of a 21 x 21 patch at the middle of the view, the middle of the pool.
    const patch: [number, number, number][] = [];
    for (let dy = -10; dy <= 10; dy += 1)
      for (let dx = -10; dx <= 10; dx += 1) patch.push(colourAt(cx + dx, cy + dy));
    const water = [0, 1, 2].map((i) => patch.reduce((s, c) => s + c[i]!, 0) / patch.length);
    const { hue, chroma } = hueChroma(water);
    console.info(
      `pool: middle L* ${water[0]!.toFixed(1)}, hue ${hue.toFixed(0)}°, chroma ${chroma.toFixed(1)} (lawn ~120°)`,
    );
    // Blue-green: between cyan and blue in Lab (the lawn's grass is near 120°, yellow-green).
    expect(chroma).toBeGreaterThan(12);
    expect(hue).toBeGreaterThan(180);
    expect(hue).toBeLessThan(260);

    // Leftwards along the middle row: the water ends at the coping, a lighter neutral stone.
    let x = cx;
    while (
      x > 0 &&
      Math.abs(hueChroma(colourAt(x, cy)).hue - hue) < 30 &&
      hueChroma(colourAt(x, cy)).chroma > 8
    )
      x -= 1;
    const coping = colourAt(Math.max(0, x - 6), cy);
    console.info(`pool: water ends ${cx - x} px left of the middle; coping L* ${coping[0].toFixed(1)}`);
    expect(x).toBeGreaterThan(0);
    expect(coping[0]).toBeGreaterThan(water[0]! + 10);

    // The lawn is still drawn around the yard: the left edge of the top view is grass (yellow-green).
    const lawn = hueChroma(colourAt(4, cy));
    expect(lawn.chroma).toBeGreaterThan(12);
    expect(lawn.hue).toBeGreaterThan(90);
    expect(lawn.hue).toBeLessThan(150);
  });
});
