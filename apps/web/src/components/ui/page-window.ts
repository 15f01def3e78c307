/** The page numbers a pager shows: first, last and one either side of the current; 'gap' where pages are left out. */
export type PageSlot = number | 'gap';

export function pageWindow(page: number, lastPage: number): PageSlot[] {
  const wanted = [1, page - 1, page, page + 1, lastPage].filter((p) => p >= 1 && p <= lastPage);
  const pages = [...new Set(wanted)].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const p of pages) {
    const previous = slots.at(-1);
    if (typeof previous === 'number' && p - previous === 2) slots.push(previous + 1);
    else if (typeof previous === 'number' && p - previous > 2) slots.push('gap');
    slots.push(p);
  }
  return slots;
}
