import type { AiDesign } from '@app/domain/ai-design/contract';
import { PICTURE_MESSAGES } from '@app/domain/ai-design/picture';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { aiQueryKeys, useAiCredits } from '../../../lib/ai-session.ts';
import { isApiError } from '../../../lib/api-client.ts';
import type { RoomMaps } from '../../../visualizer/photo/take-maps.ts';
import { isMaking, pictureKey, startPicture, usePicture, usePictureSrc } from '../api/pictures.ts';

/** Draws a design's depth and edge maps; the real one brings three.js, so it loads on the first click. */
export type RenderMaps = (design: AiDesign) => Promise<RoomMaps>;
const drawMaps: RenderMaps = (design) => import('./design-maps.tsx').then((m) => m.drawDesignMaps(design));

const coins = (n: number) => `${n} ${n === 1 ? 'coin' : 'coins'}`;

/** What went wrong, in the server's words where it gave some, else ours. */
function problemOf(error: unknown): string {
  if (!isApiError(error)) return "This browser could not draw the room's 3-D view for a picture.";
  if (error.status === 0) return 'No answer from the server. Please try again.';
  const [first] = Object.values(error.fieldErrors).flat();
  return first ?? error.message;
}

/** The stored picture, read with the AI token, and its caption. */
function Picture({ url, name }: { url: string; name: string }) {
  const src = usePictureSrc(url);
  return (
    <figure className="overflow-hidden rounded-lg border border-slate-200">
      {src.status === 'ready' ? (
        <img src={src.src} alt={`${name}, AI-styled`} className="aspect-[16/10] w-full object-cover" />
      ) : src.status === 'loading' ? (
        <div className="flex aspect-[16/10] items-center justify-center bg-slate-50">
          <Spinner label="Loading the picture" />
        </div>
      ) : (
        <p className="p-3 text-sm text-rose-700">The picture could not be loaded.</p>
      )}
      <figcaption className="bg-slate-50 px-3 py-1.5 text-xs text-slate-600">
        {PICTURE_MESSAGES.caption}
      </figcaption>
    </figure>
  );
}

/**
 * A design's styled picture (issue 26 point 5), where the server has an image model (get_credits'
 * `pictures`): "Styled picture (N coins)" draws the design's depth and edge maps from its 3-D view, sends
 * them, and shows the picture once made (polled), captioned as AI-styled. Nothing shows where pictures are off.
 */
export function StyledPicture({
  generationId,
  design,
  renderMaps = drawMaps,
}: {
  generationId: number;
  design: AiDesign;
  renderMaps?: RenderMaps;
}) {
  const client = useQueryClient();
  const credits = useAiCredits();
  const on = credits.data?.pictures === true;
  const picture = usePicture(generationId, design.index, on);
  const [step, setStep] = useState<'idle' | 'drawing' | 'sending'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const current = picture.data ?? null;
  const making = isMaking(current);
  // Coins held at the ask come back when it fails: the balance is asked again once it ends.
  const wasMaking = useRef(false);
  useEffect(() => {
    if (wasMaking.current && !making) void client.invalidateQueries({ queryKey: aiQueryKeys.credits });
    wasMaking.current = making;
  }, [making, client]);
  if (!on) return null;
  const cost = credits.data?.costs.picture ?? 0;

  const ask = async () => {
    setProblem(null);
    setStep('drawing');
    try {
      const maps = await renderMaps(design);
      setStep('sending');
      key.current ??= globalThis.crypto.randomUUID();
      const made = await startPicture(generationId, design.index, maps, key.current);
      key.current = null;
      client.setQueryData(pictureKey(generationId, design.index), made);
      void client.invalidateQueries({ queryKey: aiQueryKeys.credits });
    } catch (error) {
      setProblem(problemOf(error));
      // Without an answer the same key goes again, so a retry never holds the coins twice.
      if (!isApiError(error) || error.status !== 0) key.current = null;
    } finally {
      setStep('idle');
    }
  };

  const label =
    step === 'drawing'
      ? "Drawing the room's maps…"
      : step === 'sending'
        ? 'Sending…'
        : `${current?.status === 'succeeded' ? 'New styled picture' : 'Styled picture'} (${coins(cost)})`;
  return (
    <div className="mt-3 space-y-2" data-testid="styled-picture">
      {current?.status === 'succeeded' && current.url && <Picture url={current.url} name={design.name} />}
      {making && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner size="sm" label="Styling" /> Styling the picture…
        </p>
      )}
      {current?.status === 'failed' && !problem && step === 'idle' && (
        <p className="text-sm text-rose-700">{current.error}</p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-rose-700">
          {problem}
        </p>
      )}
      {!making && (
        <Button variant="outline" onClick={() => void ask()} loading={step !== 'idle'} fullWidth>
          {label}
        </Button>
      )}
    </div>
  );
}
