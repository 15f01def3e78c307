import { POLICY } from '../policies/policy-figures.ts';
import type { FaqContext, FaqTopic } from './faq-types.ts';

/** The role tabs (spec points 2 and 6): 'How it Works FAQ' for Contractors, 'How … Works FAQ' for Users. */
export const howItWorksTopics = ({ appName }: FaqContext): FaqTopic[] => [
  {
    id: 'how-it-works-pro',
    label: 'How it Works FAQ',
    audience: 'Contractor',
    entries: [
      {
        question: 'How do my clients find my showroom?',
        answer:
          'Share your 8-character showroom ID. Clients enter it on the home page and shop every category at your prices, under your brand when you have the Premium plan.',
      },
      {
        question: 'How do I earn?',
        answer: `You set a markup of at least ${POLICY.minMarkupPercent}% (we recommend ${POLICY.minMarkupPercent}%) for the whole showroom, a category or a single product. Coupons you give clients can never exceed your markup.`,
      },
      {
        question: 'When are profits paid?',
        answer: `Your markup on each sale is paid out through our payment provider. Profits are pending for ${POLICY.pendingProfitBusinessDays} business days so that returns can settle, then become available.`,
      },
      {
        question: 'What if a return makes my balance negative?',
        answer: `A negative balance must be paid within ${POLICY.negativeBalanceDays} days.`,
      },
      {
        question: 'How long does verification take?',
        answer: `We verify your licence number within ${POLICY.licenceReviewHours} hours of sign-up.`,
      },
    ],
  },
  {
    id: 'how-it-works-client',
    label: `How ${appName} Works FAQ`,
    audience: 'User',
    entries: [
      {
        question: 'Where do I get a showroom ID?',
        answer:
          'From your contractor or designer. Enter it on the home page to shop their showroom; you can switch showrooms at any time with “New Showroom”.',
      },
      {
        question: 'How does designing my room work?',
        answer:
          'Choose one of over 50 floor plans, pick one of over 100 templates, then swap materials in the 3-D virtual showroom until it looks right. Your contractor sees the same checklist with dimensions.',
      },
      {
        question: 'How much can I save?',
        answer:
          'Up to 60% on materials; on average 55% on kitchens, 30% on bathrooms and 40% on outdoor projects.',
      },
      {
        question: 'How do I pay?',
        answer: `Once: ${appName} collects every vendor's materials in a single order and delivers them free nationwide.`,
      },
    ],
  },
];
