/**
 * Honest pages for routes whose screens later issues build: what the page is for and what it will do.
 * One entry per route of spec point 2 that is not built yet; rendered by routes/PlannedPage.tsx.
 */
export type PlannedPage = {
  /** Small label above the title: the area of the product. */
  area: 'Shop' | 'Showroom' | 'AI design' | 'Account' | 'Checkout' | 'Pros';
  title: string;
  purpose: string;
  /** What the finished page will let you do. */
  features: string[];
};

export const PLANNED_PAGES = {
  accountVerify: {
    area: 'Pros',
    title: 'Account verification',
    purpose: 'Verification of a pro account: licence number and review within 24 hours.',
    features: ['Upload your licence details', 'Follow the status of the review'],
  },
  registerContractor: {
    area: 'Pros',
    title: 'Sign up as a pro',
    purpose: 'Open your own branded virtual showroom as a contractor or designer.',
    features: [
      'Your showroom ID to share with clients',
      'Markups on every product (minimum 10%)',
      'Licence verification within 24 hours',
    ],
  },
  designAi: {
    area: 'AI design',
    title: 'AI 3D Design',
    purpose: 'Create a room design with AI from a photo or a description.',
    features: ['Its own account and a credit balance', 'Designs you can shop from'],
  },
  designAiLogin: {
    area: 'AI design',
    title: 'Sign in to AI 3D Design',
    purpose: 'AI 3D Design has its own account.',
    features: ['Sign in with your AI design account', 'See your credit balance'],
  },
  designAiSignup: {
    area: 'AI design',
    title: 'Sign up for AI 3D Design',
    purpose: 'Create an AI 3D Design account.',
    features: ['Register and verify your email', 'Start with a credit balance'],
  },
  designAiWelcome: {
    area: 'AI design',
    title: 'Welcome to AI 3D Design',
    purpose: 'Your first steps with AI design.',
    features: ['How credits work', 'Create your first design'],
  },
} satisfies Record<string, PlannedPage>;

export type PlannedPageKey = keyof typeof PLANNED_PAGES;
