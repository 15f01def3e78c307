/** Basis points as a percent without trailing zeros: 1000 → '10%', 1250 → '12.5%', 725 → '7.25%'. */
export const formatBps = (bps: number) => `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
