import type { Generation } from '@app/domain/ai-design/contract';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useAiSession } from '../../../lib/ai-session.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { AiLanding } from '../components/AiLanding.tsx';
import { GenerationView } from '../components/GenerationView.tsx';
import { RequestForm } from '../components/RequestForm.tsx';
import { YourDesigns } from '../components/YourDesigns.tsx';

const idOf = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

/**
 * /design-ai, "AI design: ready to create" (spec point 2; issue 26 points 3–4). Without an AI session: what
 * the designer does, sign up or sign in. With one: the request (room, style, budget, products) and the
 * account's recent designs; `?generation=<id>` follows one generation — its progress while it runs, then its
 * three designs — so a reload, or a return later, comes back to it.
 */
export default function AiDesignPage() {
  const { user, isLoading } = useAiSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const generationId = idOf(params.get('generation'));
  usePageTitle(user ? 'AI room designer' : 'AI 3D Design');
  const follow = (generation: Generation) => navigate(paths.designAiGeneration(generation.id));

  let body: ReactNode;
  if (isLoading)
    body = (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="lg" label="Opening the AI designer" />
      </div>
    );
  else if (!user) body = <AiLanding />;
  else if (generationId !== null)
    body = (
      <>
        <h1 className="sr-only">Your AI designs</h1>
        <GenerationView key={generationId} id={generationId} onStarted={follow} />
      </>
    );
  else
    body = (
      <>
        <header className="mb-6">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Design your room with AI
          </h1>
          <p className="mt-1 max-w-3xl text-slate-600">
            Three complete designs of real products from your showroom, each fitted to your room, priced by
            the exact takeoff and explained pick by pick.
          </p>
        </header>
        <RequestForm onStarted={follow} />
        <YourDesigns />
      </>
    );

  return <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 md:py-8">{body}</div>;
}
