import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/Button.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { ChunkLoadError, classifyChunkError } from './lazy-screen.ts';

const TEXT = {
  timeout: 'The page took too long to load (timeout). Your connection may be slow or offline.',
  missing: 'Part of the application is missing (missing). A new version may have been released.',
  error: 'The page could not be loaded (error).',
} as const;

/** Shown in place of a screen whose code failed to load (spec point 8: an error naming its type). */
export function ScreenError() {
  const error = useRouteError();
  const isChunk =
    error instanceof ChunkLoadError || (error instanceof Error && classifyChunkError(error) === 'missing');
  const type = isChunk ? classifyChunkError(error) : null;
  const title = type ? 'This page could not be loaded' : 'Something went wrong';
  const detail = type
    ? TEXT[type]
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : 'An unexpected error stopped this page. Reloading usually helps.';
  if (!type && import.meta.env.DEV) console.error(error);

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="rounded-full bg-red-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-red-700">
        {type ? `Loading error: ${type}` : 'Error'}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{detail}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <ButtonLink to="/" variant="outline" reloadDocument>
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}
