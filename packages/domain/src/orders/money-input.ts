/** Input guards shared by the order money rules: whole cents and whole quantities, or a RangeError. */
export function wholeCents(name: string, n: number, min = 0): number {
  if (!Number.isSafeInteger(n) || n < min)
    throw new RangeError(`${name} must be a whole number of cents ≥ ${min}: ${n}`);
  return n;
}

export function wholeCount(name: string, n: number, min = 0): number {
  if (!Number.isSafeInteger(n) || n < min)
    throw new RangeError(`${name} must be a whole number ≥ ${min}: ${n}`);
  return n;
}
