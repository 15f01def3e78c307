/**
 * The names of what the app keeps in local storage, in a file that imports nothing: the boot script's build
 * (build-plugins/page-boot.ts) reads them too.
 */

/** The browser storage keys of spec point 3, exactly as spelt there. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  AIauthToken: 'AIauthToken',
  my_item: 'my_item',
  project: 'project',
  cart_id: 'cart_id',
  newLayout: 'new-layout',
  breadcrumb: 'breadcrumb',
  category: 'category',
  product_category: 'product_category',
  showroom: 'showroom',
  product_list: 'product_list',
  user_login: 'user_login',
  top_product: 'top_product',
  customer_viewed: 'customer_viewed',
  recently_viewed: 'recently_viewed',
  pagination: 'pagination',
  redirect_to: 'redirect_to',
  visual_redirect: 'visual_redirect',
} as const;

/** Keys beyond spec point 3's: the visualizer's working design and a guest's style-profile answers. */
export const VISUALIZER_KEYS = {
  visual_design: 'visual_design',
  style_profile: 'style_profile',
} as const;
