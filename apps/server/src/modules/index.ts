import type { FastifyPluginAsync } from 'fastify';
import accounts from './accounts/accounts.routes.ts';
import adminCatalogue from './admin/admin-catalogue.routes.ts';
import adminDashboard from './admin/admin-dashboard.routes.ts';
import adminUsers from './admin/admin-users.routes.ts';
import adminOrders from './admin-orders/admin-orders.routes.ts';
import adminSettings from './admin-settings/admin-settings.routes.ts';
import aiAccounts from './ai-accounts/ai-accounts.routes.ts';
import aiCoins from './ai-coins/ai-coins.routes.ts';
import aiGenerations from './ai-design/generations.routes.ts';
import aiPictures from './ai-pictures/pictures.routes.ts';
import auditLog from './audit/audit.routes.ts';
import catalog from './catalog/catalog.routes.ts';
import catalogImport from './catalog-import/catalog-import.routes.ts';
import designerRequests from './designers/designer-requests.routes.ts';
import designers from './designers/designers.routes.ts';
import designPhotos from './designs/design-photos.routes.ts';
import designs from './designs/designs.routes.ts';
import estimates from './estimates/estimates.routes.ts';
import health from './health/health.routes.ts';
import adminLeads from './leads/admin-leads.routes.ts';
import leads from './leads/leads.routes.ts';
import mail from './mail/mail.routes.ts';
import media from './media/media.routes.ts';
import notifications from './notifications/notifications.routes.ts';
import orders from './orders/orders.routes.ts';
import paymentWebhook from './orders/payment-webhook.ts';
import otp from './otp/otp.routes.ts';
import passwords from './passwords/passwords.routes.ts';
import payoutRuns from './payouts/payout-runs.routes.ts';
import payouts from './payouts/payouts.routes.ts';
import proRates from './pro-rates/rates.routes.ts';
import productImages from './product-images/product-images.routes.ts';
import profile from './profile/profile.routes.ts';
import projectChat from './project-chat/chat.routes.ts';
import projectChatLive from './project-chat/chat-live.routes.ts';
import projectChecklist from './project-checklist/checklist.routes.ts';
import projectOverview from './project-overview/project-overview.routes.ts';
import projectPhotos from './project-photos/photos.routes.ts';
import projectRooms from './project-rooms/rooms.routes.ts';
import projectShare from './project-share/share.routes.ts';
import projects from './projects/projects.routes.ts';
import logoMedia from './pros/logo-media.routes.ts';
import proClients from './pros/pro-clients.routes.ts';
import proCoupons from './pros/pro-coupons.routes.ts';
import proLogo from './pros/pro-logo.routes.ts';
import proPortal from './pros/pro-portal.routes.ts';
import pros from './pros/pros.routes.ts';
import samples from './samples/samples.routes.ts';
import search from './search/search.routes.ts';
import seo from './seo/seo.routes.ts';
import settings from './settings/settings.routes.ts';
import showrooms from './showrooms/showrooms.routes.ts';
import social from './social/social.routes.ts';
import subscriptions from './subscriptions/subscriptions.routes.ts';
import vendorProducts from './vendor-products/vendor-products.routes.ts';
import vendorPortal from './vendors/vendor-portal.routes.ts';
import vendors from './vendors/vendors.routes.ts';
import verification from './verification/verification.routes.ts';
import views from './views/views.routes.ts';
import visualizer from './visualizer/visualizer.routes.ts';

/** Modules serving `/api/...`: each registered with prefix /api. */
export const apiModules: FastifyPluginAsync[] = [
  health,
  settings,
  accounts,
  pros,
  proPortal,
  proCoupons,
  proLogo,
  proClients,
  subscriptions,
  profile,
  notifications,
  verification,
  passwords,
  otp,
  social,
  showrooms,
  catalog,
  search,
  views,
  leads,
  projects,
  projectChecklist,
  projectShare,
  projectChat,
  projectChatLive,
  designers,
  designerRequests,
  projectOverview,
  // Photos of the space and the homeowner's own rooms (issue 24 point 6).
  projectPhotos,
  projectRooms,
  // The pro's rate table and a project's estimates (issue 25, docs/api-estimates.md).
  proRates,
  estimates,
  designs,
  designPhotos,
  visualizer,
  orders,
  // Samples of a room's or an estimate's tiles and slabs as one small order (issue 25 point 7).
  samples,
  // The AI design account and its coins (issue 26 points 1–2, docs/api-ai-design.md).
  aiAccounts,
  aiCoins,
  // The AI designer's generations (issue 26 points 3–4).
  aiGenerations,
  // Styled pictures of its designs from an optional image model (issue 26 point 5).
  aiPictures,
  paymentWebhook,
  payouts,
  adminOrders,
  // The admin console's dashboard, users and catalogue moderation (issue 12).
  adminDashboard,
  adminUsers,
  adminCatalogue,
  // Vendor accounts, their verification and the vendor portal's own pages (issue 12).
  vendors,
  vendorPortal,
  // A vendor's product pictures (issue 12, docs/api-product-images.md).
  productImages,
  // A vendor's catalogue import from CSV (issue 12, docs/api-catalog-import.md).
  catalogImport,
  // A vendor's products: create, edit, hide (issue 12, docs/api-vendor-products.md).
  vendorProducts,
  // The admin console's settings, leads, payout runs and audit log (issue 12, docs/api-admin-settings.md).
  adminSettings,
  adminLeads,
  payoutRuns,
  auditLog,
];

/**
 * Modules registered at the root, outside /api: the dev mailbox at /dev/mailbox, generated art and uploaded
 * showroom logos under /media, robots.txt and the sitemaps for search engines.
 */
export const rootModules: FastifyPluginAsync[] = [mail, media, logoMedia, seo];
