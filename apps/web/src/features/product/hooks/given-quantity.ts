/** The quantity a link asked for (`?qty=`), if any; the quantity box never starts below the minimum anyway. */
export const givenQuantityOf = (params: URLSearchParams): number | null => {
  const n = Number(params.get('qty'));
  return Number.isFinite(n) && n > 0 ? n : null;
};
