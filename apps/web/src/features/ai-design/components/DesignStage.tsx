import type { AiDesign } from '@app/domain/ai-design/contract';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { PlanThumb } from '../../../components/room/PlanThumb.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';

/** three.js and the room's scene: fetched when the results first show, never with the request form. */
const DesignStageCanvas = lazy(() => import('./DesignStageCanvas.tsx'));

/** Without WebGL (or when the 3-D code fails to load) the design's plan stands in, and the rest still works. */
class StageBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The chosen design in 3-D: ONE live view for the page (a software renderer draws one room slowly enough),
 * redrawn when another design is chosen; a spinner over it until its first frame.
 */
export function DesignStage({ design }: { design: AiDesign }) {
  const [drawn, setDrawn] = useState<string | null>(null);
  const shown = `${design.index}:${design.name}`;
  const fallback = (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
      <PlanThumb doc={design.document} className="h-3/4 w-full max-w-md" />
      <p className="text-sm text-slate-600">
        This browser could not draw the room in 3-D: here is its plan. “Open in 3-D room” may still work.
      </p>
    </div>
  );
  return (
    <div
      data-testid="design-stage"
      data-drawn={drawn === shown || undefined}
      className="relative h-72 overflow-hidden rounded-xl border border-slate-200 bg-gradient-to-b from-slate-100 to-slate-200 sm:h-96 lg:h-[28rem]"
    >
      <StageBoundary fallback={fallback}>
        <Suspense fallback={null}>
          <DesignStageCanvas design={design} onFirstFrame={() => setDrawn(shown)} />
        </Suspense>
      </StageBoundary>
      {drawn === null && (
        <div className="absolute inset-0 flex items-center justify-center text-slate-600">
          <Spinner size="lg" label="Drawing the room" />
        </div>
      )}
      <p className="pointer-events-none absolute top-3 left-3 rounded-full bg-white/90 px-3 py-1 text-sm font-semibold text-slate-900 shadow-sm">
        {design.name}
      </p>
      <p className="pointer-events-none absolute right-3 bottom-3 hidden rounded-full bg-black/50 px-3 py-1 text-xs text-white sm:block">
        Drag to look around
      </p>
    </div>
  );
}
