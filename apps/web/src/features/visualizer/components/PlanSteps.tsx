import { projectRoomIdOf } from '@app/domain/projects/own-room';
import { floorPlanById } from '@app/domain/room/floor-plans';
import { templatePreviewUrl } from '@app/domain/room/template-previews';
import { templateById } from '@app/domain/room/templates';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import type { MyItem } from '../../../lib/showroom-selection.ts';
import { useProjectRoomPlan } from '../api/room-plan.ts';
import { RoomStep } from '../room-step.ts';
import type { TryOn } from './DesignLoaders.tsx';
import { EditorWaiting } from './EditorLayout.tsx';
import { PlanPicker } from './PlanPicker.tsx';
import { TemplatePicker } from './TemplatePicker.tsx';

/** `try=hash:sizeId:widthIn` and `slot` of "See it in a room"; anything malformed is ignored. */
function tryOnOf(params: URLSearchParams): TryOn | null {
  const m = params.get('try')?.match(/^([A-Za-z0-9_-]{1,64}):(\d{1,9}):(\d{1,4}(?:\.\d{1,2})?)?$/);
  const slot = params.get('slot');
  if (!m || !slot || !/^[a-z_]{1,20}$/.test(slot)) return null;
  return { product: m[1]!, sizeId: Number(m[2]), widthIn: m[3] ? Number(m[3]) : null, slot };
}

/**
 * The steps of /visualize in a showroom (issue 10): a floor plan, then a template ranked by the style profile,
 * then the room in 3-D, as the URL's `floorplan` and `floorTemplate` say. The plan is a built-in one, or a
 * room measured in a project (`project-room-{id}`, issue 24 point 6), which then goes the same way.
 */
export default function PlanSteps({ showroom }: { showroom: MyItem }) {
  const [params] = useSearchParams();
  const floorplan = params.get('floorplan');
  const floorTemplate = params.get('floorTemplate');
  // A room the homeowner measured in a project comes from the server, for the project's people only.
  const ownId = floorplan !== null && projectRoomIdOf(floorplan) !== null ? floorplan : null;
  const own = useProjectRoomPlan(ownId);
  const template = floorTemplate ? templateById(floorTemplate) : null;
  if (ownId !== null && own.isPending)
    return template ? (
      <EditorWaiting still={null} label="Opening your room" />
    ) : (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner size="lg" label="Opening your room" />
      </div>
    );
  const plan = ownId !== null ? (own.data ?? null) : floorplan ? floorPlanById(floorplan) : null;
  if (plan && template && template.kind === plan.kind)
    return (
      // The room's frame and its still while the editor's code comes (prefetch.ts started it).
      <Suspense fallback={<EditorWaiting still={templatePreviewUrl(template)} label="Dressing the room" />}>
        <RoomStep
          key={`${plan.id}/${template.id}/${params.get('try') ?? ''}`}
          plan={plan}
          template={template}
          showroom={showroom}
          tryOn={tryOnOf(params)}
        />
      </Suspense>
    );
  if (plan) return <TemplatePicker plan={plan} />;
  return (
    <>
      {floorplan && (
        <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {ownId !== null
            ? 'That room could not be opened: it was removed, or it belongs to a project you are not part of. Choose a floor plan below.'
            : 'That floor plan is not one of ours. Choose one below.'}
        </p>
      )}
      <PlanPicker />
    </>
  );
}
