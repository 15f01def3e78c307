import { paths } from '../config/paths.ts';

/**
 * The pages where the 'Save up to 30%' pop-up stays away (issue 21 C3): the cart, checkout and the 3-D room
 * with its checklist, where Add all to cart, the cart summary and the checkout buttons are. As real stores
 * do, a promotion never stands between a buyer and paying: on these pages it does not come up by itself
 * (it waits for the next other page) and one already open is put away.
 */
const BUYING_PAGES = [paths.cart, paths.checkout, paths.checkoutPayment, paths.visualize];

export const leadPopupHeldBackOn = (pathname: string) =>
  BUYING_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
