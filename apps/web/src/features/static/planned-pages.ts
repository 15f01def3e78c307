/**
 * Honest pages for routes whose screens later issues build: what the page is for and what it will do.
 * One entry per route of spec point 2 that is not built yet; rendered by routes/PlannedPage.tsx.
 */
export type PlannedPage = {
  /** Small label above the title: the area of the product. */
  area: 'Shop' | 'Showroom' | 'Account' | 'Checkout' | 'Pros';
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
} satisfies Record<string, PlannedPage>;

export type PlannedPageKey = keyof typeof PLANNED_PAGES;
