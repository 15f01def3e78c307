import { formatCount } from '@app/domain/format/number';

export { formatCount };

/** "1 product", "25,204 products": a console list's count, grouped the way the prices are. */
export const countLabel = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;
