import type { StyleProfileAnswer } from '@app/domain/designs/contract';
import { type StyleAnswers, styleAnswersSchema } from '@app/domain/room/style-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../config/paths.ts';
import { api } from './api-client.ts';
import type { ServerRenderMeta } from './page-state.ts';
import { useSession } from './session.tsx';
import { readStored, VISUALIZER_KEYS, writeStored } from './storage.ts';
import { notify } from './toast.ts';

/** GET /api/style_profile (a homeowner): the quiz answers kept on the account, null until taken. */
const getStyleProfile = async (signal?: AbortSignal) =>
  (await api.get<StyleProfileAnswer>(apiPaths.styleProfile, { signal, silent: true })).data;

/** PUT /api/style_profile: the answers, kept on the account. */
const putStyleProfile = async (answers: StyleAnswers) =>
  (await api.put<StyleProfileAnswer>(apiPaths.styleProfile, { answers })).data;

const storedAnswers = (): StyleAnswers | null => {
  const parsed = styleAnswersSchema.safeParse(readStored(VISUALIZER_KEYS.style_profile));
  return parsed.success ? parsed.data : null;
};

/**
 * The style-profile answers: a homeowner's from the account (GET/PUT /api/style_profile), a guest's (or a pro
 * browsing) from storage. Saving keeps them where they are read from. Read by the visualizer's templates and
 * swaps and by the AI designer's request (its quiz starts from them).
 */
export function useStyleAnswers() {
  const { user } = useSession();
  const onAccount = user?.type === 'User';
  const client = useQueryClient();
  const key = ['style-profile', onAccount ? user.id : 'guest'] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (onAccount ? (await getStyleProfile(signal)).answers : storedAnswers()),
    // This browser's answers (storage) or the account's: the server draws the templates unranked (src/ssr).
    meta: { ssr: false } satisfies ServerRenderMeta,
  });
  const save = useMutation({
    mutationFn: async (answers: StyleAnswers) => {
      if (onAccount) return (await putStyleProfile(answers)).answers;
      writeStored(VISUALIZER_KEYS.style_profile, answers);
      return answers;
    },
    onSuccess: (answers) => {
      client.setQueryData(key, answers);
      notify.success('Your style profile is saved.');
    },
  });
  return { answers: query.data ?? null, loading: query.isPending, save };
}
