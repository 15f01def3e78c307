/**
 * The selected showroom, kept in storage key `my_item` (spec point 3). `showroom` is the pro's user id;
 * `custom_addon` 1 or 'true' means the showroom's theme applies (spec point 4, packages/domain theme rule).
 */
export type MyItem = {
  showroom: number;
  /** The showroom's own id, which a registration sends as `shop_id` (absent from selections stored before it). */
  shop_id?: number | null;
  vsd_id: string;
  company_name: string;
  theme_color: string | null;
  business_logo: string | null;
  custom_addon: string | number | boolean | null;
  basic_addon: string | null;
  showroom_subscription: string | null;
};
