import type { Generation } from '@app/domain/ai-design/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { aiQueryKeys } from '../../../lib/ai-session.ts';
import { generationKeys, isRunning, useGeneration } from '../api/generations.ts';
import { coins } from '../pick-text.ts';
import { DesignResults } from './DesignResults.tsx';
import { GenerationProgress } from './GenerationProgress.tsx';

function Failed({ generation }: { generation: Generation }) {
  return (
    <section
      role="alert"
      className="mx-auto max-w-2xl rounded-xl border border-red-200 bg-white p-6 shadow-sm"
    >
      <h2 className="text-xl font-semibold text-slate-900">These designs could not be finished</h2>
      <p className="mt-2 text-slate-700">{generation.error ?? 'Something went wrong while designing.'}</p>
      <p className="mt-2 text-sm text-slate-600">
        The {coins(generation.coins)} held for them are back in your balance.
      </p>
      <div className="mt-4">
        <ButtonLink to={paths.designAi}>Try again</ButtonLink>
      </div>
    </section>
  );
}

/**
 * The page following one generation (`/design-ai?generation=<id>`): its progress while it runs (polled; a
 * reload or a return later comes back here), then its designs, or why it failed.
 */
export function GenerationView({
  id,
  onStarted,
}: {
  id: number;
  onStarted: (generation: Generation) => void;
}) {
  const client = useQueryClient();
  const query = useGeneration(id);
  const status = query.data?.status;
  // Done: the coins were taken or given back, and "Your designs" shows how it ended.
  useEffect(() => {
    if (status !== 'succeeded' && status !== 'failed') return;
    void client.invalidateQueries({ queryKey: aiQueryKeys.credits });
    void client.invalidateQueries({ queryKey: aiQueryKeys.user });
    void client.invalidateQueries({ queryKey: generationKeys.list });
  }, [status, client]);

  if (query.isPending)
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner size="lg" label="Opening your designs" />
      </div>
    );
  const generation = query.data;
  if (!generation)
    return (
      <section role="alert" className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-6">
        <h2 className="text-xl font-semibold text-slate-900">These designs could not be opened</h2>
        <p className="mt-2 text-slate-700">
          They are not in this AI account, or the connection failed. Your own designs are listed on the
          designer’s page.
        </p>
        <div className="mt-4">
          <ButtonLink to={paths.designAi}>Back to the designer</ButtonLink>
        </div>
      </section>
    );
  if (isRunning(generation)) return <GenerationProgress generation={generation} />;
  if (generation.status === 'failed') return <Failed generation={generation} />;
  return <DesignResults generation={generation} onStarted={onStarted} />;
}
