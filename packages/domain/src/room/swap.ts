import type { SwapOption } from '../designs/contract.ts';
import { setFixtureProduct, setSurfaceProduct } from './commands.ts';
import type { ProductRef, RoomDocument } from './document.ts';
import { type FitProblem, fitProblems } from './fit-checks.ts';
import { MM_PER_IN } from './geometry.ts';

/** What is being swapped: a surface's material or a fixture's product. */
export type SwapTarget = { type: 'surface' | 'fixture'; id: string };
/**
 * A product size offered for it; a fixture takes the size's width when the catalogue gives one, and a mirror
 * its height too (it hangs by its bottom edge, so a taller mirror reaches higher).
 */
export type SwapChoice = ProductRef & { widthIn: number | null; heightIn?: number | null };

/**
 * The choice a swap option of the API makes: its product size, the size's width, and its height (the option's
 * texture is drawn at its size: size-texture.ts gives it the size's width and height in inches).
 */
export const swapChoiceOf = (option: Pick<SwapOption, 'product' | 'width_in' | 'texture'>): SwapChoice => ({
  product: option.product.hash,
  sizeId: option.product.size_id,
  widthIn: option.width_in,
  heightIn: option.texture.tile_height_in,
});

/** The document with `choice` on `target` (a fixture keeps its place and takes the product's width). */
export function swapProduct(doc: RoomDocument, target: SwapTarget, choice: SwapChoice): RoomDocument {
  const product = { product: choice.product, sizeId: choice.sizeId };
  if (target.type === 'surface') return setSurfaceProduct(doc, { surfaceId: target.id, product });
  const width = choice.widthIn == null ? undefined : Math.round(choice.widthIn * MM_PER_IN);
  const mirror = doc.fixtures.find((f) => f.id === target.id)?.kind === 'mirror';
  const height = mirror && choice.heightIn ? Math.round(choice.heightIn * MM_PER_IN) : undefined;
  return setFixtureProduct(doc, {
    fixtureId: target.id,
    product,
    ...(width ? { width } : {}),
    ...(height ? { height } : {}),
  });
}

const keyOf = (p: FitProblem) => `${p.code}:${p.ids.join(',')}`;

/**
 * The fit problems the swap would add (a vanity wider than its wall, a fixture pushed out of the room or into
 * a door's swing): the panel greys such a choice out with the first message. Problems the room already has
 * are not the choice's fault.
 */
export function swapProblems(doc: RoomDocument, target: SwapTarget, choice: SwapChoice): FitProblem[] {
  if (target.type === 'surface') return [];
  const before = new Set(fitProblems(doc).map(keyOf));
  return fitProblems(swapProduct(doc, target, choice)).filter((p) => !before.has(keyOf(p)));
}
