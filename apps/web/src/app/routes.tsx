import { type RouteObject, redirect } from 'react-router';
import { paths } from '../config/paths.ts';
import { HomeLayout } from './layouts/HomeLayout.tsx';
import { portalRoutes } from './portal-routes.tsx';
import type { RouteMeta } from './route-meta.ts';
import { ScreenError } from './ScreenError.tsx';
import { ShellFallback } from './ShellFallback.tsx';
import { screen } from './screens.ts';

const meta = (m: RouteMeta) => m;

/**
 * The one route table (spec point 2): every route nested under the home layout, history URLs,
 * each screen loaded on demand with the 120 s time-out; unknown paths go to /404.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: HomeLayout,
    HydrateFallback: ShellFallback,
    children: [
      {
        // Pathless: a screen that fails to load shows its error inside the layout (header and footer stay).
        errorElement: <ScreenError />,
        children: [
          {
            index: true,
            handle: meta({
              newHeader: 'Yes',
              title: 'Home',
              serverDrawn: true,
              description:
                'Shop tile, flooring, countertops, fixtures and more from many vendors in one order, priced by your showroom, and design your room in 3-D.',
            }),
            lazy: screen('../features/home/routes/HomePage.tsx'),
          },
          {
            path: 'department/:menu_slug/:category_slug?',
            handle: meta({ title: 'Departments', serverDrawn: true }),
            lazy: screen('../features/catalog/routes/DepartmentListPage.tsx'),
          },
          {
            path: 'category/:category',
            handle: meta({ title: 'Category', serverDrawn: true }),
            lazy: screen('../features/catalog/routes/CategoryPage.tsx'),
          },
          {
            path: 'category/:category/product',
            handle: meta({ title: 'Products', serverDrawn: true }),
            lazy: screen('../features/catalog/routes/ShopProductsPage.tsx'),
          },
          {
            path: 'design-ai',
            // The AI design account is its own (issue 26): the marketplace's guard (auth, guest) does not
            // apply; each page looks at the AI session. Drawn by the browser, kept out of search (robots).
            handle: meta({ layout: 'old' }),
            children: [
              {
                index: true,
                handle: meta({ title: 'AI 3D Design' }),
                lazy: screen('../features/ai-design/routes/AiDesignPage.tsx'),
              },
              {
                path: 'login',
                handle: meta({ title: 'Sign in to AI 3D Design' }),
                lazy: screen('../features/ai-account/routes/AiLoginPage.tsx'),
              },
              {
                path: 'singup',
                handle: meta({ title: 'Sign up for AI 3D Design' }),
                lazy: screen('../features/ai-account/routes/AiSignupPage.tsx'),
              },
              {
                path: 'welcome',
                handle: meta({ title: 'Welcome to AI 3D Design' }),
                lazy: screen('../features/ai-account/routes/AiWelcomePage.tsx'),
              },
            ],
          },

          // Account access (features/auth).
          {
            path: 'login',
            handle: meta({ guest: true, title: 'Sign In' }),
            lazy: screen('../features/auth/routes/SignInPage.tsx'),
          },
          {
            path: 'register',
            handle: meta({ guest: true, title: 'Sign Up' }),
            lazy: screen('../features/auth/routes/RegisterPage.tsx'),
          },
          {
            path: 'register/contractor',
            handle: meta({ guest: true, title: 'Register as a Pro' }),
            lazy: screen('../features/pro/routes/RegisterContractorPage.tsx'),
          },
          {
            path: 'reset_password',
            handle: meta({ title: 'Reset Password' }),
            lazy: screen('../features/auth/routes/ResetPasswordPage.tsx'),
          },
          {
            path: 'password_reset',
            handle: meta({ title: 'New Password' }),
            lazy: screen('../features/auth/routes/NewPasswordPage.tsx'),
          },
          {
            path: 'change_password',
            handle: meta({ auth: true, title: 'Change Password' }),
            lazy: screen('../features/auth/routes/ChangePasswordPage.tsx'),
          },

          // Static and marketing pages.
          {
            path: 'about_us',
            handle: meta({
              title: 'About Us',
              serverDrawn: true,
              description:
                'Remodel Market brings contractors, designers and homeowners together: branded showrooms, one order for every vendor, and rooms designed in 3-D.',
            }),
            lazy: screen('../features/static/routes/AboutPage.tsx'),
          },
          {
            path: 'contact',
            handle: meta({
              title: 'Contact Us',
              serverDrawn: true,
              description:
                'Questions about an order, a showroom or a pro account? Write to the Remodel Market team.',
            }),
            lazy: screen('../features/static/routes/ContactPage.tsx'),
          },
          {
            path: 'faq',
            handle: meta({
              title: 'FAQ',
              serverDrawn: true,
              description:
                'Answers about ordering, delivery, returns, showrooms and pro accounts on Remodel Market.',
            }),
            lazy: screen('../features/static/routes/FaqPage.tsx'),
          },
          {
            path: 'return_policy',
            handle: meta({
              title: 'Return Policy',
              serverDrawn: true,
              description:
                'How to return materials bought on Remodel Market: what can be returned, when, and how refunds are paid.',
            }),
            lazy: screen('../features/static/routes/ReturnPolicyPage.tsx'),
          },
          {
            path: 'your_orders',
            handle: meta({ title: 'Your Orders' }),
            lazy: screen('../features/orders/routes/YourOrdersPage.tsx'),
          },
          {
            path: 'cookies_policy',
            handle: meta({
              title: 'Cookies Policy',
              serverDrawn: true,
              description: 'Which cookies Remodel Market uses and why.',
            }),
            lazy: screen('../features/static/routes/CookiesPolicyPage.tsx'),
          },
          {
            path: 'terms_of_service',
            handle: meta({
              title: 'Terms of Service',
              serverDrawn: true,
              description: 'The terms that apply when you shop, sell or run a showroom on Remodel Market.',
            }),
            lazy: screen('../features/static/routes/TermsOfServicePage.tsx'),
          },
          {
            path: 'privacy_policy',
            handle: meta({
              title: 'Privacy Policy',
              serverDrawn: true,
              description: 'What Remodel Market collects about you, why, and the choices you have.',
            }),
            lazy: screen('../features/static/routes/PrivacyPolicyPage.tsx'),
          },
          {
            path: 'our-brands',
            handle: meta({
              title: 'Our Brands',
              serverDrawn: true,
              description:
                'The brands whose tile, flooring, fixtures and materials you can order through every Remodel Market showroom.',
            }),
            lazy: screen('../features/brands/routes/OurBrandsPage.tsx'),
          },
          {
            path: 'pro-account',
            handle: meta({
              title: 'Pro Account',
              serverDrawn: true,
              description:
                'Open a branded virtual showroom for your clients, set your markup and earn on every order.',
            }),
            lazy: screen('../features/static/routes/ProAccountPage.tsx'),
          },
          {
            path: 'how-it-works',
            handle: meta({
              title: 'How It Works',
              serverDrawn: true,
              description:
                'Choose a showroom, design your room in 3-D, and check out one order for materials from many vendors.',
            }),
            lazy: screen('../features/static/routes/HowItWorksPage.tsx'),
          },

          // Product pages.
          {
            path: 'product/:hash/:vsd_id?',
            handle: meta({ title: 'Product', serverDrawn: true }),
            lazy: screen('../features/product/routes/ProductPage.tsx'),
          },
          {
            path: 'product-details',
            handle: meta({ title: 'Product Details' }),
            lazy: screen('../features/product/routes/ProductDetailsPage.tsx'),
          },

          // Purchase flow.
          {
            path: 'cart',
            handle: meta({
              title: 'Cart',
              serverDrawn: true,
              description: 'Your cart: every item from every vendor in one order.',
            }),
            lazy: screen('../features/cart/routes/CartPage.tsx'),
          },
          {
            path: 'checkout',
            handle: meta({ title: 'Checkout', auth: true }),
            lazy: screen('../features/checkout/routes/CheckoutPage.tsx'),
          },
          {
            path: 'checkout-payment',
            handle: meta({ title: 'Payment', auth: true }),
            lazy: screen('../features/checkout/routes/CheckoutPaymentPage.tsx'),
          },
          {
            path: 'thankyou',
            handle: meta({ title: 'Thank you for your order', auth: true }),
            lazy: screen('../features/checkout/routes/ThankYouPage.tsx'),
          },

          // Account and verification.
          {
            path: 'payout_setup',
            handle: meta({ auth: true, title: 'Payout Setup' }),
            lazy: screen('../features/payouts/routes/PayoutSetupPage.tsx'),
          },
          ...portalRoutes,
          {
            path: 'account_verify',
            handle: meta({ title: 'Pro Verification' }),
            lazy: screen('../features/pro/routes/AccountVerifyPage.tsx'),
          },
          {
            path: 'account',
            handle: meta({ auth: true, title: 'My Account' }),
            lazy: screen('./screens/AccountScreen.tsx'),
          },
          {
            path: 'verifiction',
            handle: meta({ auth: true, title: 'Verify Your Email' }),
            lazy: screen('../features/auth/routes/VerifyNoticePage.tsx'),
          },
          {
            path: 'notification',
            handle: meta({ auth: true, title: 'Notifications' }),
            lazy: screen('../features/notifications/routes/NotificationsPage.tsx'),
          },
          {
            path: 'verify/:hash',
            handle: meta({ title: 'Email Verification' }),
            lazy: screen('../features/auth/routes/VerifyEmailPage.tsx'),
          },

          // Visualizer, showroom shopping, checklist, projects.
          {
            path: 'visualize',
            handle: meta({
              title: 'Design your room in 3-D',
              serverDrawn: true,
              description:
                'Design your kitchen, bath or living room in 3-D: choose a floor plan and a template, swap in real products and see the price from your showroom.',
            }),
            loader: async ({ request }) => {
              const params = new URL(request.url).searchParams;
              // The server draws the step the URL names, so its code is loaded first; its data is what the
              // drawn components ask for (src/ssr/settle-queries.ts), not this browser's query client.
              if (import.meta.env.SSR) {
                await import('../features/visualizer/step-chunks.ts').then((m) => m.loadStepsFor(params));
                return null;
              }
              // Starts the step's chunk and the room's design while the page's own code loads; waits for the
              // chunk only (a failed one is the page's to report, when it draws the step).
              await import('../features/visualizer/prefetch.ts')
                .then((m) => m.prefetchRoom(params))
                .catch(() => undefined);
              return null;
            },
            lazy: screen('../features/visualizer/routes/VisualizePage.tsx'),
          },
          {
            path: 'visualize/contractor/all',
            handle: meta({ title: 'Showroom' }),
            lazy: screen('../features/catalog/routes/ShowroomShoppingPage.tsx'),
          },
          {
            path: 'visualize/checklist',
            handle: meta({ title: 'Project checklist' }),
            lazy: screen('../features/visualizer/routes/ChecklistPage.tsx'),
          },
          {
            path: 'projects',
            handle: meta({ title: 'Your projects' }),
            lazy: screen('../features/projects/routes/ProjectsPage.tsx'),
          },
          {
            path: 'projects/:id',
            handle: meta({ title: 'Project', auth: true }),
            lazy: screen('../features/projects/routes/ProjectPage.tsx'),
          },

          {
            path: '404',
            handle: meta({ title: 'Page Not Found', serverDrawn: true }),
            lazy: screen('../features/static/routes/NotFoundPage.tsx'),
          },
          { path: '*', loader: () => redirect(paths.notFound) },
        ],
      },
    ],
  },
];
