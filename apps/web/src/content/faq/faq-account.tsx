import { POLICY } from '../policies/policy-figures.ts';
import type { FaqContext, FaqTopic } from './faq-types.ts';

/** The Returns and Cancelations and My Account tabs (the tab label keeps the spec's spelling). */
export const accountTopics = ({ appName }: FaqContext): FaqTopic[] => [
  {
    id: 'returns',
    label: 'Returns and Cancelations',
    audience: 'everyone',
    entries: [
      {
        question: 'How long do I have to return an item?',
        answer: `Unused items in their original packaging can be returned within ${POLICY.returnWindowDays} days of delivery.`,
      },
      {
        question: 'Who pays for return shipping?',
        answer:
          'Return shipping is at your cost and is deducted from your refund as a restocking fee, which is never more than the return shipping. Items that arrived damaged or wrong are returned at our cost.',
      },
      {
        question: 'When will I get my refund?',
        answer: `The vendor applies the refund within ${POLICY.vendorRefundDays} days of receiving the return; it reaches your card within ${POLICY.refundBusinessDays}.`,
      },
      {
        question: 'Can I cancel my order?',
        answer: `Yes, within ${POLICY.cancelWindowMinutes} minutes of placing it. After that, the return policy applies.`,
      },
    ],
  },
  {
    id: 'my-account',
    label: 'My Account',
    audience: 'everyone',
    entries: [
      {
        question: 'Do I need an account to shop?',
        answer:
          'You can browse and fill your cart as a guest. You need a free account to check out, save projects and chat with your contractor.',
      },
      {
        question: 'Who can create an account?',
        answer: `Anyone aged ${POLICY.minimumAge} or older. If you are under ${POLICY.parentalConsentUnder}, a parent or guardian must agree to the terms for you.`,
      },
      {
        question: 'I forgot my password.',
        answer:
          'Choose “Forgot your password?” on the sign-in page and we will email you a link to set a new one (at least 8 characters).',
      },
      {
        question: 'How do I change my details?',
        answer: `Sign in and open My Account to change your name, phone number, addresses and saved card. To close your account, write to the ${appName} support team.`,
      },
    ],
  },
];
