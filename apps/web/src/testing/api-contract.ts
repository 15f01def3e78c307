import {
  authUserSchema,
  emailVerifiedSchema,
  otpCheckSchema,
  profileSchema,
  sessionSchema,
} from '@app/domain/accounts/contract';
import { adminBrandsPageSchema, adminProductsPageSchema } from '@app/domain/admin/catalogue';
import { adminDashboardChartsSchema, adminDashboardSchema } from '@app/domain/admin/dashboard';
import { adminUserSchema, adminUsersPageSchema } from '@app/domain/admin/users';
import {
  aiCreditsSchema,
  aiSessionSchema,
  aiUserSchema,
  generationSchema,
} from '@app/domain/ai-design/contract';
import { aiPictureSchema } from '@app/domain/ai-design/picture';
import { auditPageSchema } from '@app/domain/audit/contract';
import { createdProjectSchema } from '@app/domain/cart/contract';
import {
  brandSchema,
  categoryTileSchema,
  homeMediaSchema,
  menuDepartmentSchema,
  productCardPageSchema,
  productDetailSchema,
  publicInfoSchema,
} from '@app/domain/catalog/contract';
import {
  vendorCatalogOptionsSchema,
  vendorProductsPageSchema,
} from '@app/domain/catalog/vendor-products-contract';
import {
  checklistSchema,
  designSchema,
  designSummarySchema,
  designVersionsSchema,
  startingDesignSchema,
  swapOptionsSchema,
} from '@app/domain/designs/contract';
import { approvalQuoteSchema } from '@app/domain/estimates/approval';
import {
  approvedEstimateSchema,
  clientEstimateSchema,
  estimateCardSchema,
  estimateSchema,
  proEstimateSchema,
  rateTableSchema,
} from '@app/domain/estimates/contract';
import { chosenSubstituteSchema, substitutesSchema } from '@app/domain/estimates/substitutes';
import { adminLeadsPageSchema } from '@app/domain/leads/admin-leads';
import { notificationPageSchema, notificationSchema } from '@app/domain/notifications/contract';
import {
  adminOrdersPageSchema,
  bulkStatusResultSchema,
  orderVendorSchema,
} from '@app/domain/orders/admin-orders';
import { orderItemSchema, orderSchema } from '@app/domain/orders/contract';
import { orderPreviewSchema } from '@app/domain/orders/order-preview';
import { receivedReturnSchema, returnsPageSchema } from '@app/domain/orders/returns-desk';
import { sampleQuoteSchema } from '@app/domain/orders/samples';
import { payoutBalanceSchema, payoutRunSchema, payoutSchema } from '@app/domain/payouts/contract';
import { payoutRetrySchema, payoutRunsPageSchema } from '@app/domain/payouts/payout-runs';
import {
  chatConversationsSchema,
  postedMessageSchema,
  projectChatSchema,
  roomFilesSchema,
} from '@app/domain/projects/chat-view';
import { checklistSchema as projectChecklistSchema } from '@app/domain/projects/checklist-view';
import {
  designerInboxItemSchema,
  designerListSchema,
  designerRequestSchema,
  hireDesignerAnswerSchema,
} from '@app/domain/projects/designers-view';
import {
  activityPageSchema,
  projectCardsPageSchema,
  projectOverviewSchema,
} from '@app/domain/projects/overview';
import { floorPlanAnswerSchema, ownRoomListSchema, ownRoomSchema } from '@app/domain/projects/own-room';
import { sharedProjectSchema } from '@app/domain/projects/share';
import { spacePhotoListSchema, spacePhotoUploadSchema } from '@app/domain/projects/space-photos';
import { proClientSchema, proClientsPageSchema } from '@app/domain/pros/clients';
import {
  proDashboardChartsSchema,
  proRegisteredSchema,
  proVerificationRowSchema,
  vsdIdAnswerSchema,
} from '@app/domain/pros/contract';
import { proCouponSchema, proCouponsSchema } from '@app/domain/pros/coupons';
import { invitationSchema } from '@app/domain/pros/invitations';
import { markupsSchema } from '@app/domain/pros/markups';
import { verificationSchema } from '@app/domain/pros/registration';
import { proShowroomSchema } from '@app/domain/pros/showroom-settings';
import { searchResultSchema } from '@app/domain/search/contract';
import { publicSettingsSchema } from '@app/domain/settings/contract';
import { shopProfileAnswerSchema, showroomMatchSchema } from '@app/domain/showrooms/contract';
import {
  invoicesSchema,
  proSubscriptionSchema,
  subscriptionViewSchema,
} from '@app/domain/subscriptions/contract';
import {
  vendorDashboardChartsSchema,
  vendorDashboardSchema,
  vendorDecisionSchema,
  vendorRegisteredSchema,
  vendorVerificationRowSchema,
} from '@app/domain/vendors/contract';
import { z } from 'zod';

/**
 * The domain's schema of each endpoint's `data` (the same the server answers with, its routes'
 * `successSchema(...)`), keyed "METHOD /path" with `:param` segments. A fake reply that does not parse is
 * contract drift: the fake API throws instead of serving it.
 */
const CONTRACT: Record<string, z.ZodType> = {
  'GET /api/setting': publicSettingsSchema,
  'GET /api/authuser': authUserSchema,
  'POST /api/login': sessionSchema,
  'POST /api/register': sessionSchema,
  'POST /api/sociallogin/:provider': sessionSchema,
  'POST /api/register/contractor': proRegisteredSchema,
  'GET /api/register/vsd_id': vsdIdAnswerSchema,
  'POST /api/account_verify': verificationSchema,
  'POST /api/register/vendor': vendorRegisteredSchema,
  'GET /api/login/verify_otp': otpCheckSchema.nullable(),
  'GET /api/email/verify/:hash': emailVerifiedSchema,
  'GET /api/profile': profileSchema,
  'PUT /api/profile': profileSchema,
  'GET /api/notification': notificationPageSchema,
  'PUT /api/notification/:id': notificationSchema,
  'GET /api/menu_category': z.array(menuDepartmentSchema),
  'GET /api/categories/tiles': z.array(categoryTileSchema),
  'GET /api/brands': z.array(brandSchema),
  'GET /api/home_media': homeMediaSchema,
  'GET /api/public': publicInfoSchema,
  'GET /api/product/:hash': productDetailSchema,
  'POST /api/visualization/products': productCardPageSchema,
  'GET /api/search': searchResultSchema,
  'GET /api/visualization/showrooms': z.array(showroomMatchSchema),
  'GET /api/visualization/shop_profile': shopProfileAnswerSchema,
  'POST /api/projectCart': createdProjectSchema,
  // A project's page, its shared checklist and sharing (issue 24).
  'GET /api/project': projectCardsPageSchema,
  'GET /api/project/:id': projectOverviewSchema,
  'GET /api/project/:id/activity': activityPageSchema,
  'GET /api/project/share_to_contractor/:id': sharedProjectSchema,
  'GET /api/pro/projects': projectCardsPageSchema,
  'GET /api/projectChecklist/:id': projectChecklistSchema.nullable(),
  'POST /api/projectChecklist': projectChecklistSchema,
  'PUT /api/projectChecklist/:id': projectChecklistSchema,
  // Photos of the space and the homeowner's own rooms (issue 24 point 6).
  'GET /api/project/:id/photos': spacePhotoListSchema,
  'POST /api/project/:id/photos': spacePhotoUploadSchema,
  'DELETE /api/project/:id/photos/:photo': spacePhotoListSchema,
  'GET /api/project/:id/rooms': ownRoomListSchema,
  'POST /api/project/:id/rooms': ownRoomSchema,
  'DELETE /api/project/:id/rooms/:room': ownRoomListSchema,
  'GET /api/visualization/plan': floorPlanAnswerSchema,
  // A project's estimates (docs/api-estimates.md); a 409's current copy is checked by the page, not here.
  'GET /api/project/:id/estimates': z.array(estimateCardSchema),
  'POST /api/project/:id/estimates': proEstimateSchema,
  'GET /api/project/:id/estimates/:estimate': estimateSchema,
  'POST /api/project/:id/estimates/:estimate/versions': proEstimateSchema,
  'POST /api/project/:id/estimates/:estimate/send': proEstimateSchema,
  'POST /api/project/:id/estimates/:estimate/decline': clientEstimateSchema,
  'GET /api/project/:id/estimates/:estimate/approval': approvalQuoteSchema,
  'POST /api/project/:id/estimates/:estimate/approve': approvedEstimateSchema,
  // The project chat (docs/api-project-chat.md); `?t=files` answers the room's files at the same path.
  'GET /api/projectChat': z.union([chatConversationsSchema, roomFilesSchema]),
  'GET /api/projectChat/:id': projectChatSchema,
  'POST /api/projectChat': postedMessageSchema,
  // Hiring a designer, the designer's answers, a room's versions (issue 24 point 5).
  'GET /api/hire_designer': designerListSchema,
  'POST /api/hire_designer': hireDesignerAnswerSchema,
  'POST /api/hire_designer/:id/withdraw': designerRequestSchema,
  'DELETE /api/project/:id/designers/:designer': z.null(),
  'GET /api/pro/designer_requests': z.array(designerInboxItemSchema),
  'POST /api/pro/designer_requests/:id/accept': designerRequestSchema,
  'POST /api/pro/designer_requests/:id/decline': designerRequestSchema,
  'GET /api/designs/:id/versions': designVersionsSchema,
  'POST /api/designs/:id/restore': designSchema,
  'POST /api/orders/preview': orderPreviewSchema,
  'POST /api/orders': orderSchema,
  'GET /api/orders': z.array(orderSchema),
  'GET /api/orders/:id': orderSchema,
  'PUT /api/orders/:id/ship_to': orderSchema,
  'GET /api/sample_orders/quote': sampleQuoteSchema,
  'POST /api/sample_orders': orderSchema,
  'PATCH /api/order_items/:id/status': orderItemSchema,
  'GET /api/order_items/:id/substitutes': substitutesSchema,
  'POST /api/order_items/:id/substitutes': chosenSubstituteSchema,
  'GET /api/admin/orders': adminOrdersPageSchema,
  'GET /api/admin/orders/vendors': z.array(orderVendorSchema),
  'POST /api/admin/order_items/status': bulkStatusResultSchema,
  'GET /api/admin/dashboard': adminDashboardSchema,
  'GET /api/admin/dashboard/charts': adminDashboardChartsSchema,
  'GET /api/vendor/dashboard': vendorDashboardSchema,
  'GET /api/vendor/dashboard/charts': vendorDashboardChartsSchema,
  'GET /api/pro/dashboard/charts': proDashboardChartsSchema,
  'GET /api/designs': z.array(designSummarySchema),
  'POST /api/designs': designSchema,
  'GET /api/designs/:id': designSchema,
  'PUT /api/designs/:id': designSchema,
  'GET /api/visualization/design': startingDesignSchema,
  'POST /api/visualization/checklist': checklistSchema,
  'GET /api/visualization/options': swapOptionsSchema,
  'GET /api/vendor/products': vendorProductsPageSchema,
  'GET /api/vendor/catalog_options': vendorCatalogOptionsSchema,
  'GET /api/admin/users': adminUsersPageSchema,
  'PATCH /api/admin/users/:id/status': adminUserSchema,
  'GET /api/admin/products': adminProductsPageSchema,
  'GET /api/admin/brands': adminBrandsPageSchema,
  'GET /api/admin/leads': adminLeadsPageSchema,
  'GET /api/admin/audit': auditPageSchema,
  'GET /api/admin/payout_runs': payoutRunsPageSchema,
  'POST /api/admin/payouts/:id/retry': payoutRetrySchema,
  'GET /api/admin/returns': returnsPageSchema,
  'POST /api/admin/returns/:id/receive': receivedReturnSchema,
  'GET /api/admin/pro_verifications': z.array(proVerificationRowSchema),
  'POST /api/admin/pro_verifications/:id/approve': verificationSchema,
  'POST /api/admin/pro_verifications/:id/decline': verificationSchema,
  'GET /api/admin/vendor_verifications': z.array(vendorVerificationRowSchema),
  'POST /api/admin/vendor_verifications/:id/approve': vendorDecisionSchema,
  'POST /api/admin/vendor_verifications/:id/decline': vendorDecisionSchema,
  'POST /api/admin/vendor_invitations': invitationSchema,
  'GET /api/pro/invitations': z.array(invitationSchema),
  'POST /api/pro/invitations': invitationSchema,
  'GET /api/pro/clients': proClientsPageSchema,
  'GET /api/pro/clients/:id': proClientSchema,
  'GET /api/pro/markups': markupsSchema,
  'PUT /api/pro/markups': markupsSchema,
  'GET /api/pro/rates': rateTableSchema,
  'PUT /api/pro/rates': rateTableSchema,
  'GET /api/pro/coupons': proCouponsSchema,
  'POST /api/pro/coupons': proCouponSchema,
  'PUT /api/pro/coupons/:id': proCouponSchema,
  'GET /api/pro/showroom': proShowroomSchema,
  'PUT /api/pro/showroom': proShowroomSchema,
  'GET /api/pro/subscription': proSubscriptionSchema,
  'POST /api/pro/subscription': subscriptionViewSchema,
  'POST /api/pro/subscription/cancel': subscriptionViewSchema,
  'POST /api/pro/subscription/resume': subscriptionViewSchema,
  'PUT /api/pro/subscription/card': subscriptionViewSchema,
  'GET /api/pro/subscription/invoices': invoicesSchema,
  // The AI design account and its coins (issue 26, docs/api-ai-design.md).
  'POST /api/AI/design': aiSessionSchema,
  'GET /api/AI/get_user': z.object({ user: aiUserSchema }),
  'POST /api/AI/get_credits': aiCreditsSchema,
  'POST /api/AI/coin_packs/:pack/purchase': z.object({ credits: aiCreditsSchema }),
  'GET /api/AI/design/email/resend': z.null(),
  'GET /api/AI/design/email/verify/:hash': emailVerifiedSchema,
  'POST /api/AI/link': z.object({ user: aiUserSchema }),
  // The AI designer's generations (issue 26 points 3–4).
  'POST /api/AI/generations': z.object({ generation: generationSchema }),
  'GET /api/AI/generations': z.object({ generations: z.array(generationSchema) }),
  'GET /api/AI/generations/:id': z.object({ generation: generationSchema }),
  'POST /api/AI/generations/:id/refine': z.object({ generation: generationSchema }),
  // A design's styled picture (issue 26 point 5).
  'POST /api/AI/generations/:id/designs/:index/picture': z.object({ picture: aiPictureSchema }),
  'GET /api/AI/generations/:id/designs/:index/picture': z.object({ picture: aiPictureSchema }),
  'GET /api/payouts': z.array(payoutSchema),
  'GET /api/payouts/balance': payoutBalanceSchema,
  'POST /api/payouts/run': payoutRunSchema,
};

const PATTERNS = Object.entries(CONTRACT).map(([key, schema]) => {
  const [method, path] = key.split(' ');
  const segments = path.replaceAll(/:[a-z_]+/g, '[^/]+');
  return { key, schema, matches: new RegExp(`^${method} ${segments}$`) };
});

/** The schema registered for a request ("GET /api/admin/users/7/status"), if any. */
export const contractOf = (request: string) => PATTERNS.find((p) => p.matches.test(request));

export class ContractDrift extends Error {
  override name = 'ContractDrift';
}

/**
 * Throws ContractDrift when a successful reply's `data` does not parse with the endpoint's schema (a missing
 * required field, a field of the wrong type): the fake would tell the page something the server never says.
 */
export function checkReply(request: string, reply: { status: number; body?: unknown }) {
  if (reply.status !== 200 && reply.status !== 201) return;
  const contract = contractOf(request);
  if (!contract) return;
  const body = reply.body as { data?: unknown } | undefined;
  const parsed = contract.schema.safeParse(body?.data);
  if (parsed.success) return;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`);
  throw new ContractDrift(`${request} answers outside ${contract.key}'s contract: ${issues.join('; ')}`);
}
