import type { StyleProfileAnswer } from '@app/domain/designs/contract';
import type { StyleAnswers } from '@app/domain/room/style-profile';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/style_profile (a homeowner): the quiz answers kept on the account, null until taken. */
export const getStyleProfile = async (signal?: AbortSignal) =>
  (await api.get<StyleProfileAnswer>(apiPaths.styleProfile, { signal, silent: true })).data;

/** PUT /api/style_profile: the answers, kept on the account. */
export const putStyleProfile = async (answers: StyleAnswers) =>
  (await api.put<StyleProfileAnswer>(apiPaths.styleProfile, { answers })).data;
