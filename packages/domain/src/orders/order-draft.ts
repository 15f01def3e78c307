/** The shapes a payment attempt keeps (apps/server payment_attempts): its order draft and its charge request. */

/** The ship-to address as it was when the order was placed (later profile edits do not change it). */
export type ShipToSnapshot = {
  street: string;
  city: string;
  state: string;
  zip_code: string;
  apartment: string;
};

/** What a payment attempt will write as the order once the charge succeeds (priced when it was created). */
export type OrderDraft = {
  order: {
    /** Null: a sample order not tied to a project. */
    projectId: number | null;
    showroomUserId: number | null;
    vsdId: string | null;
    shipTo: ShipToSnapshot;
    taxBps: number;
    shippingCents: number;
    subtotalCents: number;
    taxCents: number;
    chargeCents: number;
    couponCode: string | null;
    /** The estimate version whose approval places it (issue 25); absent for a cart's order. */
    estimateId?: number | null;
    estimateVersion?: number | null;
    /** A sample order (issue 25 point 7): it leaves the project's cart as it is. */
    samples?: boolean;
  };
  items: DraftItem[];
  /**
   * The pro's deposit paid in the same charge as an approved estimate's order (the request's amount is
   * chargeCents + cents), credited to `proId` through the ledger.
   */
  deposit?: { cents: number; proId: number } | null;
};

/** An order item as it will be written (its id, order, status and status date come at completion). */
export type DraftItem = {
  productId: number;
  /** Null for a sample: it is not one of the product's sizes. */
  productSizeId: number | null;
  brandId: number;
  vendorUserId: number | null;
  vendorName: string;
  productName: string;
  sizeLabel: string | null;
  unit: string | null;
  image: string;
  colour: string;
  qty: number;
  finalPrice: number;
  platformFee: number;
  markup: number;
  discount: number;
  contractorMarkupAmt: number;
  unitPrice: number;
  lineTotal: number;
  taxCents: number;
  adminProfitInclusiveTax: number;
  /** The 3-D design (and version) the cart line came from; absent in drafts made before designs existed. */
  designId?: number | null;
  designVersion?: number | null;
  /** A sample of the product (issue 25 point 7); absent: false. */
  sample?: boolean;
};

/** The provider request of an attempt, sent byte for byte the same on every retry. */
export type StoredChargeRequest = {
  amountCents: number;
  currency: 'usd';
  token: string;
  description: string;
  metadata: Record<string, string>;
};
