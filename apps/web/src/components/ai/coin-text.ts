/** How the AI pages and the buy dialog speak of coins (product.md "AI coins"). */
export const AI_COIN_TEXT = {
  /** Bought coins never expire (California Civil Code §1749.5, product.md). */
  neverExpire: 'Bought coins never expire.',
  choosePack: 'Choose a coin pack.',
};
