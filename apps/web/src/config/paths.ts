import { VENDOR_ORDERS_PATH } from '@app/domain/orders/order-link';

/** Every route path of spec point 2, in one place (architecture.md convention 7). */
export const paths = {
  home: '/',
  departmentList: (menuSlug: string, categorySlug?: string | number) =>
    categorySlug === undefined ? `/department/${menuSlug}` : `/department/${menuSlug}/${categorySlug}`,
  category: (category: string) => `/category/${category}`,
  shopProducts: (category: string | number) => `/category/${category}/product`,
  designAi: '/design-ai',
  designAiLogin: '/design-ai/login',
  designAiSignup: '/design-ai/singup',
  designAiWelcome: '/design-ai/welcome',
  /** The AI designer's page following one generation (its progress, then its three designs). */
  designAiGeneration: (id: number) => `/design-ai?generation=${id}`,
  login: '/login',
  register: '/register',
  registerContractor: '/register/contractor',
  resetPassword: '/reset_password',
  passwordReset: '/password_reset',
  changePassword: '/change_password',
  aboutUs: '/about_us',
  contact: '/contact',
  faq: '/faq',
  returnPolicy: '/return_policy',
  yourOrders: '/your_orders',
  cookiesPolicy: '/cookies_policy',
  termsOfService: '/terms_of_service',
  privacyPolicy: '/privacy_policy',
  ourBrands: '/our-brands',
  proAccount: '/pro-account',
  howItWorks: '/how-it-works',
  product: (hash: string, vsdId?: string) => (vsdId ? `/product/${hash}/${vsdId}` : `/product/${hash}`),
  productDetails: '/product-details',
  cart: '/cart',
  checkout: '/checkout',
  checkoutPayment: '/checkout-payment',
  thankyou: '/thankyou',
  payoutSetup: '/payout_setup',
  accountVerify: '/account_verify',
  /** The pro portal (decisions/0011): its sign-in and its dashboard. */
  proLogin: '/pro/login',
  pro: '/pro',
  proMarkups: '/pro/markups',
  /** The pro's install rates (issue 25): labour lines of estimates are drafted from them. */
  proRates: '/pro/rates',
  proShowroom: '/pro/showroom',
  proSubscription: '/pro/subscription',
  proCoupons: '/pro/coupons',
  proClients: '/pro/clients',
  proClient: (id: number) => `/pro/clients/${id}`,
  /** Projects homeowners shared with the pro (issue 24), each opening the project's page. */
  proProjects: '/pro/projects',
  proProject: (id: number) => `/pro/projects/${id}`,
  /** A designer's requests to design projects (issue 24 point 5), by status. */
  proDesignerRequests: '/pro/designer-requests',
  /** The vendor portal (issue 12): its sign-in and registration, products, import, order items, earnings. */
  vendorLogin: '/vendor/login',
  registerVendor: '/register/vendor',
  vendor: '/vendor',
  vendorProducts: '/vendor/products',
  vendorProductNew: '/vendor/products/new',
  vendorProduct: (id: number) => `/vendor/products/${id}`,
  vendorImport: '/vendor/import',
  vendorOrders: VENDOR_ORDERS_PATH,
  vendorEarnings: '/vendor/earnings',
  /** The admin console (issue 12), behind the sign-in's one-time code. */
  admin: '/admin',
  adminUsers: '/admin/users',
  adminVerifications: '/admin/verifications',
  adminCatalogue: '/admin/catalogue',
  adminOrders: '/admin/orders',
  adminReturns: '/admin/returns',
  adminSettings: '/admin/settings',
  adminLeads: '/admin/leads',
  adminPayouts: '/admin/payouts',
  adminAudit: '/admin/audit',
  account: '/account',
  /** Spelt as the spec spells it. */
  verifyNotice: '/verifiction',
  notification: '/notification',
  verifyEmail: (hash: string) => `/verify/${hash}`,
  visualize: '/visualize',
  visualizeShowroom: '/visualize/contractor/all',
  visualizeChecklist: '/visualize/checklist',
  projects: '/projects',
  /** A project's page, on one of its tabs (`?tab=`, the overview when none). */
  project: (id: number, tab?: string) => (tab ? `/projects/${id}?tab=${tab}` : `/projects/${id}`),
  /** A project's Estimates tab with one estimate open (`?estimate=`, read by EstimatesPanel). */
  projectEstimate: (id: number, estimateId: number) => `/projects/${id}?tab=estimates&estimate=${estimateId}`,
  notFound: '/404',
} as const;

/** Login URL that brings the visitor back to `path` afterwards (spec point 2: query `redirect`). */
/**
 * /visualize with its steps in the query: the plan, the template, a saved design, or a product to try
 * ("See it in a room": `try` = hash:sizeId:widthIn on the `slot`).
 */
export function visualizeWith(q: {
  floorplan?: string;
  floorTemplate?: string;
  design?: number;
  try?: string;
  slot?: string;
}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) if (value) params.set(key, String(value));
  const query = params.toString();
  return query ? `${paths.visualize}?${query}` : paths.visualize;
}

export const loginWithRedirect = (path: string) => `${paths.login}?redirect=${encodeURIComponent(path)}`;

/** API paths of spec point 7 used so far (accounts; later issues add theirs). */
export const apiPaths = {
  login: '/api/login',
  register: '/api/register',
  authUser: '/api/authuser',
  logout: '/api/logout',
  emailResend: '/api/email/resend',
  emailVerify: (hash: string) => `/api/email/verify/${encodeURIComponent(hash)}`,
  passwordEmail: '/api/password/email',
  passwordReset: '/api/password/reset',
  changePassword: '/api/change_password',
  verifyOtp: '/api/login/verify_otp',
  socialLogin: (provider: string) => `/api/sociallogin/${encodeURIComponent(provider)}`,
  profile: '/api/profile',
  setting: '/api/setting',
  notification: '/api/notification',
  health: '/api/health',
  brands: '/api/brands',
  // Showrooms, header menu, home media and the lead pop-up (docs/api-catalogue.md, K3).
  showrooms: '/api/visualization/showrooms',
  shopProfile: '/api/visualization/shop_profile',
  menuCategory: '/api/menu_category',
  homeMedia: '/api/home_media',
  categoryTiles: '/api/categories/tiles',
  sampleRequest: '/api/sample_request',
  // Browsing, search and the product page (docs/api-catalogue.md).
  visualizationProducts: '/api/visualization/products',
  // The 3-D showroom (docs/api-designs.md).
  startingDesign: '/api/visualization/design',
  checklist: '/api/visualization/checklist',
  swapOptions: '/api/visualization/options',
  styleProfile: '/api/style_profile',
  // Pros join (docs/api-pros.md).
  registerContractor: '/api/register/contractor',
  vsdId: '/api/register/vsd_id',
  accountVerify: '/api/account_verify',
  proVerifications: '/api/admin/pro_verifications',
  proMarkups: '/api/pro/markups',
  proRates: '/api/pro/rates',
  proShowroom: '/api/pro/showroom',
  proSubscription: '/api/pro/subscription',
  proSubscriptionCancel: '/api/pro/subscription/cancel',
  proSubscriptionResume: '/api/pro/subscription/resume',
  proSubscriptionInvoices: '/api/pro/subscription/invoices',
  proSubscriptionCard: '/api/pro/subscription/card',
  proCoupons: '/api/pro/coupons',
  proCoupon: (id: number) => `/api/pro/coupons/${id}`,
  proShowroomLogo: '/api/pro/showroom/logo',
  proInvitations: '/api/pro/invitations',
  proInvitation: (id: number) => `/api/pro/invitations/${id}`,
  proClients: '/api/pro/clients',
  proClient: (id: number) => `/api/pro/clients/${id}`,
  proVerificationDecision: (id: number, decision: 'approve' | 'decline') =>
    `/api/admin/pro_verifications/${id}/${decision}`,
  designs: '/api/designs',
  design: (id: number) => `/api/designs/${id}`,
  designPhoto: (id: number, version: number, thumb = false) =>
    `/api/designs/${id}/versions/${version}/photo${thumb ? '?size=thumb' : ''}`,
  designVersions: (id: number) => `/api/designs/${id}/versions`,
  designRestore: (id: number) => `/api/designs/${id}/restore`,
  publicInfo: '/api/public',
  product: (hash: string) => `/api/product/${encodeURIComponent(hash)}`,
  search: '/api/search',
  topProducts: '/api/top_products/',
  customerAlsoViewed: '/api/customer_also_viewed/',
  recentlyViewed: '/api/recently_viewed/',
  // Projects and cart (docs/api-cart.md).
  projectCart: '/api/projectCart',
  syncToCart: '/api/projectCart/sync_to_cart',
  syncToBulkCart: '/api/projectCart/sync_to_bulk_cart',
  updateCart: '/api/projectCart/update_cart',
  addGuestCart: '/api/projectCart/add_guest_cart',
  updateProjectCart: '/api/projectCart/update_project_cart',
  cartCoupon: '/api/projectCart/coupon',
  cartDestroy: (lineId: number) => `/api/cart/destroy/${lineId}`,
  // A project's page and its shared checklist (issue 24).
  projectsList: '/api/project',
  project: (id: number) => `/api/project/${id}`,
  projectActivity: (id: number) => `/api/project/${id}/activity`,
  proProjects: '/api/pro/projects',
  // Hiring a designer and the designer's answers (issue 24 point 5).
  hireDesigner: '/api/hire_designer',
  withdrawDesignerRequest: (id: number) => `/api/hire_designer/${id}/withdraw`,
  projectDesigner: (projectId: number, designerId: number) =>
    `/api/project/${projectId}/designers/${designerId}`,
  designerRequests: '/api/pro/designer_requests',
  designerRequestAnswer: (id: number, answer: 'accept' | 'decline') =>
    `/api/pro/designer_requests/${id}/${answer}`,
  shareToContractor: (projectId: number) => `/api/project/share_to_contractor/${projectId}`,
  projectChecklists: '/api/projectChecklist',
  projectChecklist: (projectIdOrChecklistId: number) => `/api/projectChecklist/${projectIdOrChecklistId}`,
  // The project chat (docs/api-project-chat.md); its WebSocket is the domain's CHAT_LIVE_PATH.
  projectChat: '/api/projectChat',
  projectChatOf: (projectId: number) => `/api/projectChat/${projectId}`,
  // Photos of the space and the homeowner's own rooms (docs/api-project-photos.md).
  projectPhotos: (projectId: number) => `/api/project/${projectId}/photos`,
  projectPhoto: (projectId: number, photoId: number) => `/api/project/${projectId}/photos/${photoId}`,
  projectRooms: (projectId: number) => `/api/project/${projectId}/rooms`,
  projectRoom: (projectId: number, roomId: number) => `/api/project/${projectId}/rooms/${roomId}`,
  // A project's estimates (docs/api-estimates.md); `action` is send, decline or versions.
  projectEstimates: (projectId: number) => `/api/project/${projectId}/estimates`,
  projectEstimate: (
    projectId: number,
    estimateId: number,
    action?: 'send' | 'decline' | 'versions' | 'pdf' | 'approval' | 'approve',
  ) => `/api/project/${projectId}/estimates/${estimateId}${action ? `/${action}` : ''}`,
  floorPlan: '/api/visualization/plan',
  // Order items (docs/api-orders.md).
  orderItemStatus: (id: number) => `/api/order_items/${id}/status`,
  orderItemCancel: (id: number) => `/api/order_items/${id}/cancel`,
  orderItemReturn: (id: number) => `/api/order_items/${id}/return_request`,
  /** Substitutes for an item its vendor declined (docs/api-estimates.md): GET offers, POST chooses. */
  orderItemSubstitutes: (id: number) => `/api/order_items/${id}/substitutes`,
  // Orders (docs/api-orders.md).
  orders: '/api/orders',
  orderPreview: '/api/orders/preview',
  order: (id: number | string) => `/api/orders/${encodeURIComponent(String(id))}`,
  // Samples of an estimate's or a room's tiles and slabs (issue 25 point 7, docs/api-samples.md).
  sampleOrders: '/api/sample_orders',
  sampleOrderQuote: '/api/sample_orders/quote',
  // Payout account, balances and history (docs/api-payouts.md).
  payoutSetup: '/api/payout_setup',
  payoutsBalance: '/api/payouts/balance',
  payouts: '/api/payouts',
  orderShipTo: (id: number) => `/api/orders/${id}/ship_to`,
  // The admin console's orders and returns desk (docs/api-admin-orders.md).
  adminOrders: '/api/admin/orders',
  adminOrderVendors: '/api/admin/orders/vendors',
  adminItemsStatus: '/api/admin/order_items/status',
  adminReturns: '/api/admin/returns',
  adminReceiveReturn: (itemId: number) => `/api/admin/returns/${itemId}/receive`,
  // A vendor's product pictures (docs/api-product-images.md).
  vendorProductImages: (productId: number) => `/api/vendor/products/${productId}/images`,
  vendorProductImage: (productId: number, imageId: number) =>
    `/api/vendor/products/${productId}/images/${imageId}`,
  // The admin console's dashboard, users and catalogue moderation (docs/api-admin.md).
  adminDashboard: '/api/admin/dashboard',
  adminDashboardCharts: '/api/admin/dashboard/charts',
  adminUsers: '/api/admin/users',
  adminUserStatus: (id: number) => `/api/admin/users/${id}/status`,
  adminProducts: '/api/admin/products',
  adminProductModeration: (id: number, action: 'hide' | 'unhide') => `/api/admin/products/${id}/${action}`,
  adminBrands: '/api/admin/brands',
  adminBrandModeration: (id: number, action: 'hide' | 'unhide') => `/api/admin/brands/${id}/${action}`,
  // Vendor accounts and the vendor portal's own pages (docs/api-vendor-accounts.md).
  registerVendor: '/api/register/vendor',
  vendorVerifications: '/api/admin/vendor_verifications',
  vendorVerificationDecision: (id: number, decision: 'approve' | 'decline') =>
    `/api/admin/vendor_verifications/${id}/${decision}`,
  vendorInvitations: '/api/admin/vendor_invitations',
  vendorDashboard: '/api/vendor/dashboard',
  vendorDashboardCharts: '/api/vendor/dashboard/charts',
  proDashboardCharts: '/api/pro/dashboard/charts',
  // The admin console's settings, leads, payout runs and audit log (docs/api-admin-settings.md).
  adminSettings: '/api/admin/settings',
  adminLeads: '/api/admin/leads',
  adminLeadsCsv: '/api/admin/leads.csv',
  adminPayoutRuns: '/api/admin/payout_runs',
  adminPayoutRetry: (id: number) => `/api/admin/payouts/${id}/retry`,
  payoutsRun: '/api/payouts/run',
  adminAudit: '/api/admin/audit',
  // A vendor's catalogue import from CSV (docs/api-catalog-import.md).
  vendorImports: '/api/vendor/imports',
  vendorImportApply: (id: number) => `/api/vendor/imports/${id}/apply`,
  vendorImportTemplate: '/api/vendor/imports/template.csv',
  // A vendor's products: create, edit, hide (docs/api-vendor-products.md).
  vendorProducts: '/api/vendor/products',
  vendorProduct: (id: number) => `/api/vendor/products/${id}`,
  vendorProductVisibility: (id: number, action: 'hide' | 'show') => `/api/vendor/products/${id}/${action}`,
  vendorCatalogOptions: '/api/vendor/catalog_options',
  // The AI designer's generations (issue 26 points 3–4): three designs, read while they run, refined.
  aiGenerations: '/api/AI/generations',
  aiGeneration: (id: number) => `/api/AI/generations/${id}`,
  aiGenerationRefine: (id: number) => `/api/AI/generations/${id}/refine`,
  // A design's styled picture from the optional image model (issue 26 point 5).
  aiDesignPicture: (id: number, design: number) => `/api/AI/generations/${id}/designs/${design}/picture`,
  // The AI design account and its coins (issue 26, docs/api-ai-design.md): its own token, AIauthToken.
  aiDesign: '/api/AI/design',
  aiUser: '/api/AI/get_user',
  aiCredits: '/api/AI/get_credits',
  aiEmailResend: '/api/AI/design/email/resend',
  aiEmailVerify: (hash: string) => `/api/AI/design/email/verify/${encodeURIComponent(hash)}`,
  aiCoinPackPurchase: (pack: string) => `/api/AI/coin_packs/${encodeURIComponent(pack)}/purchase`,
  aiLink: '/api/AI/link',
} as const;
