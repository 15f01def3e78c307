import { floorPlanById } from '@app/domain/room/floor-plans';
import { templatePreviewUrl } from '@app/domain/room/template-previews';
import { templateById } from '@app/domain/room/templates';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { MyItem } from '../../../lib/showroom-selection.ts';
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
 * then the room in 3-D, as the URL's `floorplan` and `floorTemplate` say.
 */
export default function PlanSteps({ showroom }: { showroom: MyItem }) {
  const [params] = useSearchParams();
  const floorplan = params.get('floorplan');
  const floorTemplate = params.get('floorTemplate');
  const plan = floorplan ? floorPlanById(floorplan) : null;
  const template = floorTemplate ? templateById(floorTemplate) : null;
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
          That floor plan is not one of ours. Choose one below.
        </p>
      )}
      <PlanPicker />
    </>
  );
}
