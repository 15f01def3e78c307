import { AI_ACCOUNT_MESSAGES } from '@app/domain/ai-design/ai-account';
import type { AiUser } from '@app/domain/ai-design/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../accounts/registration.service.ts';
import { loadAiUser } from './ai-account.service.ts';
import { linkAiAccount } from './ai-users.repository.ts';

/**
 * POST /api/AI/link (optional, issue 26 point 1): the signed-in marketplace account (bearer token) takes the
 * AI account of the AIauthToken header as its own. Linked already to this account: the same answer. Linked
 * to another, or the marketplace account has another AI account: 409.
 */
export async function linkAi(db: Database, aiUserId: number, userId: number): Promise<AiUser> {
  let linked: boolean;
  try {
    linked = await linkAiAccount(db, aiUserId, userId);
  } catch (e) {
    if (uniqueViolation(e) !== null) throw new AppError('conflict', AI_ACCOUNT_MESSAGES.userHasOther);
    throw e;
  }
  if (!linked) throw new AppError('conflict', AI_ACCOUNT_MESSAGES.linkedElsewhere);
  return loadAiUser(db, aiUserId);
}
