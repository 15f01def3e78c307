import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ShowroomEntry } from '../../../components/showroom/ShowroomEntry.tsx';
import { useSelectedShowroom } from '../../../lib/showroom-selection.ts';
import { afterPaint } from '../after-paint.ts';
import { EditorWaiting } from '../components/EditorLayout.tsx';
import { warmRoomCanvas } from '../room-canvas-chunk.ts';
import { DesignStep, PlanSteps } from '../step-chunks.ts';

const idOf = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

/**
 * /visualize (issue 10): choose a floor plan, then a template ranked by the style profile, then design the
 * room in 3-D with the selected showroom's products. The steps live in the URL (`floorplan`, `floorTemplate`,
 * or a saved `design`), so a step can be shared, reloaded and opened from the home page. This page draws the
 * heading and the showroom's ID at once; the steps come in chunks of their own (step-chunks.ts), a room
 * step's frame standing in for its code meanwhile.
 */
export default function VisualizePage() {
  const [params] = useSearchParams();
  const { selected } = useSelectedShowroom();
  const designId = idOf(params.get('design'));
  const here = `/visualize${params.size ? `?${params.toString()}` : ''}`;
  const room = designId !== null || (params.has('floorplan') && params.has('floorTemplate'));
  // A room's link opened without a showroom: the 3-D code comes while its ID is typed, once this is painted.
  // (Otherwise the room's view starts it, after its still: components/RoomView.tsx.)
  const asksShowroom = room && designId === null && !selected;
  useEffect(() => (asksShowroom ? afterPaint(() => void warmRoomCanvas()) : undefined), [asksShowroom]);

  let step: React.ReactNode;
  if (designId !== null) {
    step = <DesignStep id={designId} selected={selected} here={here} />;
  } else if (!selected) {
    step = (
      <div className="max-w-xl">
        <p className="mb-3 text-slate-700">
          Your room is designed with the products and prices of your pro's showroom. Enter its ID to begin.
        </p>
        <ShowroomEntry nextPath={here} />
      </div>
    );
  } else {
    step = <PlanSteps showroom={selected} />;
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 md:py-8">
      <header className="mb-5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
          Design your room in 3-D
        </h1>
        {selected && (
          <p className="text-sm text-slate-600">
            With the products and prices of <strong>{selected.company_name}</strong> ({selected.vsd_id})
          </p>
        )}
      </header>
      <Suspense
        fallback={room ? <EditorWaiting label="Dressing the room" /> : <div className="min-h-[60vh]" />}
      >
        {step}
      </Suspense>
    </div>
  );
}
