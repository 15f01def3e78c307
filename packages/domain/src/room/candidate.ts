import type { ProductRef } from './document.ts';

/** A product size of the showroom's catalogue a template may pick (the server lists them per category). */
export type Candidate = ProductRef & {
  category: string;
  /** Its subcategory ('Refrigerators' of 'Appliances'); the category itself when that has none. */
  leaf: string;
  colors: readonly string[];
  styleTags: readonly string[];
  /** The size's width in inches when it has one (a 30 in vanity); a fixture only takes one that fits. */
  widthIn: number | null;
  /** The size's height in inches when it has one: a mirror is drawn and hung at its product's height. */
  heightIn?: number | null;
  /** The product's finish ('Painted'): with its colours and style, a cabinet's line. */
  finish?: string | null;
  /** The product's brand id: with its finish, colours and style, a cabinet's line. */
  brand?: number | null;
};
