import type { SeriesBucket } from '@app/domain/shared/series';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { axisValue, bucketLabel, formatValue, shortDate, type ValueKind } from './chart-format.ts';

type Props = {
  dates: readonly string[];
  values: readonly number[];
  kind: ValueKind;
  bucket: SeriesBucket;
  height: number;
};

const AXIS_FONT = '12px ui-sans-serif, system-ui, sans-serif';
const LABEL_SPACE = 64;

/** The portal's colours from its theme (the CSS variables a showroom's branding may repaint). */
function themeColours(el: HTMLElement) {
  const css = getComputedStyle(el);
  const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    bar: read('--color-brand-600', '#0f766e'),
    hover: read('--color-brand-800', '#134e4a'),
    grid: read('--color-slate-200', '#e2e8f0'),
    text: read('--color-slate-500', '#64748b'),
  };
}

/** Every `step`-th bar gets a date on the x axis, so labels never overlap at any width. */
const dateSplits = (count: number, width: number) => {
  const step = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(width / LABEL_SPACE))));
  return Array.from({ length: count }, (_, i) => i).filter((i) => (count - 1 - i) % step === 0);
};

function options(p: Props, width: number, el: HTMLElement, tip: HTMLElement): uPlot.Options {
  const c = themeColours(el);
  const axis = {
    stroke: c.text,
    font: AXIS_FONT,
    grid: { stroke: c.grid, width: 1 },
    ticks: { show: false },
  };
  return {
    width,
    height: p.height,
    legend: { show: false },
    padding: [12, 20, 0, 0],
    cursor: { y: false, points: { show: false }, drag: { x: false, y: false, setScale: false } },
    scales: {
      x: { time: false, range: [-0.5, p.dates.length - 0.5] },
      y: {
        range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.08 : 1],
      },
    },
    axes: [
      {
        ...axis,
        size: 32,
        grid: { show: false },
        splits: (u) => dateSplits(p.dates.length, u.bbox.width / devicePixelRatio),
        values: (_u, splits) => splits.map((i) => shortDate(p.dates[i])),
      },
      {
        ...axis,
        size: 64,
        incrs: p.kind === 'count' ? [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, 10000] : undefined,
        values: (_u, splits) => splits.map((v) => axisValue(p.kind, v)),
      },
    ],
    series: [
      {},
      {
        label: 'value',
        fill: c.bar,
        stroke: c.bar,
        width: 0,
        paths: uPlot.paths.bars?.({ size: [0.72, 44], gap: 2 }),
        points: { show: false },
      },
    ],
    hooks: {
      setCursor: [
        (u) => {
          const i = u.cursor.idx;
          if (i == null || u.cursor.left == null || u.cursor.left < 0) {
            tip.hidden = true;
            return;
          }
          tip.hidden = false;
          tip.textContent = `${bucketLabel(p.dates[i], p.bucket)} · ${formatValue(p.kind, p.values[i])}`;
          const x = u.valToPos(i, 'x') + u.over.offsetLeft;
          const half = tip.offsetWidth / 2;
          tip.style.left = `${Math.min(Math.max(x - half, 0), u.width - tip.offsetWidth)}px`;
        },
      ],
    },
  };
}

/**
 * The bars themselves (uPlot on a canvas): sized to the container's width, redrawn when it resizes, a
 * tooltip with the bucket and its value under the pointer. Lazy: loaded with the first chart.
 */
export default function UplotBars(p: Props) {
  const host = useRef<HTMLDivElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const [drawable, setDrawable] = useState(true);
  const { dates, values, kind, bucket, height } = p;
  useEffect(() => {
    const el = host.current;
    const tooltip = tip.current;
    if (!el || !tooltip) return;
    // A browser without a 2-D canvas (or with it blocked) gets the sentence below; the table has the numbers.
    if (!document.createElement('canvas').getContext('2d')) {
      setDrawable(false);
      return;
    }
    const props = { dates, values, kind, bucket, height };
    const xs = dates.map((_, i) => i);
    const chart = new uPlot(options(props, el.clientWidth, el, tooltip), [xs, [...values]], el);
    const resize = new ResizeObserver(() => {
      if (el.clientWidth > 0 && el.clientWidth !== chart.width)
        chart.setSize({ width: el.clientWidth, height });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [dates, values, kind, bucket, height]);
  return (
    <div className="relative">
      {!drawable && (
        <p className="py-6 text-center text-sm text-slate-600">
          This browser cannot draw the chart: choose Show as table to read its numbers.
        </p>
      )}
      <div ref={host} className="w-full" />
      <div
        ref={tip}
        hidden
        aria-hidden="true"
        className="pointer-events-none absolute -top-2 whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow"
      />
    </div>
  );
}
