import type { Generation } from '@app/domain/ai-design/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { aiQueryKeys } from '../../../lib/ai-session.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSelectedShowroom } from '../../../lib/showroom-selection.ts';
import { useStyleAnswers } from '../../../lib/style-profile.ts';
import { generationKeys, startGeneration } from '../api/generations.ts';
import {
  checkRequest,
  fromServer,
  newRequest,
  type RequestDraft,
  type RequestErrors,
} from '../request-form.ts';
import { BudgetSection } from './BudgetSection.tsx';
import { RequestSubmit } from './RequestSubmit.tsx';
import { RoomSection } from './RoomSection.tsx';
import { StyleSection } from './StyleSection.tsx';

/** A status after which the same request may be sent again under a new key (the server answered it). */
const answered = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * The request (issue 26 point 3): the room, the style, the budget and products, then "Design 3 rooms" for
 * the generation's coins. Checked by the domain's rules before sending, the server's 422 on the same fields;
 * short of coins (402) opens the buy-coins dialog. `onStarted` follows the queued generation.
 */
export function RequestForm({ onStarted }: { onStarted: (generation: Generation) => void }) {
  const client = useQueryClient();
  const { selected } = useSelectedShowroom();
  const profile = useStyleAnswers();
  const [draft, setDraft] = useState<RequestDraft>(() => newRequest(null));
  const [fromProfile, setFromProfile] = useState(false);
  const [errors, setErrors] = useState<RequestErrors>({});
  const [shortOfCoins, setShortOfCoins] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const key = useRef<string | null>(null);
  const set = (patch: Partial<RequestDraft>) => setDraft((d) => ({ ...d, ...patch }));

  // The saved style profile's answers, once known, unless the quiz was already answered here.
  useEffect(() => {
    if (!profile.answers) return;
    setDraft((d) => (Object.keys(d.answers).length ? d : { ...d, answers: profile.answers! }));
    setFromProfile(true);
  }, [profile.answers]);

  const count = Object.keys(errors).length;

  async function submit() {
    const checked = checkRequest(draft, selected?.vsd_id ?? '');
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setShortOfCoins(null);
    setSending(true);
    key.current ??= globalThis.crypto.randomUUID();
    try {
      const generation = await startGeneration(checked.body, key.current);
      key.current = null;
      void client.invalidateQueries({ queryKey: aiQueryKeys.credits });
      void client.invalidateQueries({ queryKey: aiQueryKeys.user });
      void client.invalidateQueries({ queryKey: generationKeys.list });
      client.setQueryData(generationKeys.one(generation.id), generation);
      onStarted(generation);
    } catch (error) {
      if (answered(error)) key.current = null;
      if (isApiError(error) && error.status === 402)
        setShortOfCoins(error.body?.message ?? 'You do not have enough coins for three designs.');
      else if (isApiError(error) && error.status === 422) setErrors(fromServer(error.fieldErrors));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="min-w-0 space-y-5">
        {count > 0 && (
          <FormAlert>
            {count === 1 ? 'One answer needs a look' : `${count} answers need a look`}: see the messages
            below.
          </FormAlert>
        )}
        <RoomSection draft={draft} errors={errors} onChange={set} />
        <StyleSection
          answers={draft.answers}
          errors={errors}
          fromProfile={fromProfile}
          onChange={(answers) => set({ answers })}
        />
        <BudgetSection draft={draft} errors={errors} showroom={selected} onChange={set} />
      </div>
      <RequestSubmit
        draft={draft}
        sending={sending}
        shortOfCoins={shortOfCoins}
        onDismissShort={() => setShortOfCoins(null)}
        onSubmit={() => void submit()}
      />
    </div>
  );
}
