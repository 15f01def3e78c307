import type { Locator } from 'playwright-core';

/**
 * A dashboard chart's canvas (uPlot draws on a 2-D canvas, transparent where nothing is drawn), read back:
 * its pixels drawn at all, those in the bars' colour (the theme's --color-brand-600), its width in CSS
 * pixels and its card's (the chart follows it).
 */
export const chartPixels = (chart: Locator) =>
  chart
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      const hex = getComputedStyle(canvas).getPropertyValue('--color-brand-600').trim();
      const bar = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      let drawn = 0;
      let bars = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3] === 0) continue;
        drawn++;
        if (data[i + 3] > 200 && bar.every((c, k) => Math.abs(data[i + k] - c) <= 8)) bars++;
      }
      const box = canvas.closest('[role="img"]')!.getBoundingClientRect();
      return { drawn, bars, width: canvas.getBoundingClientRect().width, box: box.width };
    });
