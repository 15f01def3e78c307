// One table for bench/pages.mjs: a row per page and figure, the figure beside its budget and PASS/FAIL.

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The rows of one page: what was measured (`js`: per viewport; `lh`: Lighthouse medians, or none). */
export function pageRows(page, { js, lh }) {
  const b = page.budgets;
  const rows = js.map(({ viewport, gzip }) => ({
    figure: `initial JS, ${viewport}`,
    value: kb(gzip),
    budget: `≤ ${b.initialJsKb} KB`,
    ok: gzip <= b.initialJsKb * 1024,
  }));
  if (!lh) return rows;
  return [
    {
      figure: 'performance',
      value: String(lh.performance),
      budget: `≥ ${b.performance}`,
      ok: lh.performance >= b.performance,
    },
    {
      figure: 'accessibility',
      value: String(lh.accessibility),
      budget: `≥ ${b.accessibility}`,
      ok: lh.accessibility >= b.accessibility,
    },
    ...rows,
    { figure: 'FCP', value: seconds(lh.fcpMs), budget: `≤ ${seconds(b.fcpMs)}`, ok: lh.fcpMs <= b.fcpMs },
    { figure: 'LCP', value: seconds(lh.lcpMs), budget: `≤ ${seconds(b.lcpMs)}`, ok: lh.lcpMs <= b.lcpMs },
    {
      figure: 'TBT',
      value: `${Math.round(lh.tbtMs)} ms`,
      budget: `≤ ${b.tbtMs} ms`,
      ok: lh.tbtMs <= b.tbtMs,
    },
    { figure: 'CLS', value: lh.cls.toFixed(3), budget: `< ${b.cls}`, ok: lh.cls < b.cls },
  ];
}

/** Prints the table; returns whether every figure is within its budget. */
export function printTable(measured) {
  const widths = [40, 22, 12, 12];
  const line = (cells) =>
    cells
      .map((c, i) => String(c).padEnd(widths[i]))
      .join('')
      .trimEnd();
  console.log(`\n${line(['page', 'figure', 'value', 'budget', ''])}`);
  let allOk = true;
  for (const { page, rows } of measured) {
    rows.forEach((row, i) => {
      allOk &&= row.ok;
      console.log(
        line([i === 0 ? page.path : '', row.figure, row.value, row.budget, row.ok ? 'PASS' : 'FAIL']),
      );
    });
  }
  return allOk;
}
