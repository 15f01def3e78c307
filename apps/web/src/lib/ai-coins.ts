import type { AiCredits } from '@app/domain/ai-design/contract';
import { apiPaths } from '../config/paths.ts';
import { AI_CALL, endAiSessionOn401 } from './ai-session.ts';
import { api } from './api-client.ts';
import type { cardChoiceBody } from './card-choice.ts';

/**
 * POST /api/AI/coin_packs/{pack}/purchase (issue 26 point 2): a charge like checkout's, under the attempt's
 * Idempotency-Key (the same on a retry after no answer or a 503: never a second charge). The dialog shows
 * every 422 next to its field, so no toast on top; a 401 ends the AI session.
 */
export async function purchaseCoinPack(
  pack: string,
  payment: ReturnType<typeof cardChoiceBody>,
  key: string,
) {
  try {
    return await api.post<{ credits: AiCredits }>(
      apiPaths.aiCoinPackPurchase(pack),
      { payment },
      { ...AI_CALL, headers: { 'Idempotency-Key': key }, fieldsShown: 'all' },
    );
  } catch (error) {
    endAiSessionOn401(error);
    throw error;
  }
}
