import type { UserType } from '@app/domain/accounts/roles';
import { accountTopics } from './faq-account.tsx';
import { howItWorksTopics } from './faq-how-it-works.tsx';
import { shoppingTopics } from './faq-shopping.tsx';
import type { FaqContext, FaqTopic } from './faq-types.ts';

/**
 * The FAQ tabs a visitor sees, in order: the five general tabs for everyone, then the role tab of a signed-in
 * Contractor or User (spec point 6). Anyone else (anonymous, Vendor, Admin) sees the general tabs only.
 */
export function faqTopicsFor(userType: UserType | null, context: FaqContext): FaqTopic[] {
  return [...shoppingTopics(context), ...accountTopics(context), ...howItWorksTopics(context)].filter(
    (topic) => topic.audience === 'everyone' || topic.audience === userType,
  );
}
