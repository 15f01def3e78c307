const integer = new Intl.NumberFormat('en-US');

/** "1 product", "25,204 products": a console list's count, grouped the way the prices are. */
export const countLabel = (n: number, one: string, many = `${one}s`) =>
  `${integer.format(n)} ${n === 1 ? one : many}`;

/** 25204 → "25,204". */
export const formatCount = (n: number) => integer.format(n);
