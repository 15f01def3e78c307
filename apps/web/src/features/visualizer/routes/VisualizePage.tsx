import { floorPlanById } from '@app/domain/room/floor-plans';
import { templateById } from '@app/domain/room/templates';
import { useSearchParams } from 'react-router';
import { ShowroomEntry } from '../../../components/showroom/ShowroomEntry.tsx';
import { useSelectedShowroom } from '../../../lib/showroom-selection.ts';
import { DesignInItsShowroom } from '../components/DesignInItsShowroom.tsx';
import { StartedDesign, type TryOn } from '../components/DesignLoaders.tsx';
import { PlanPicker } from '../components/PlanPicker.tsx';
import { TemplatePicker } from '../components/TemplatePicker.tsx';

const idOf = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

/** `try=hash:sizeId:widthIn` and `slot` of "See it in a room"; anything malformed is ignored. */
function tryOnOf(params: URLSearchParams): TryOn | null {
  const m = params.get('try')?.match(/^([A-Za-z0-9_-]{1,64}):(\d{1,9}):(\d{1,4}(?:\.\d{1,2})?)?$/);
  const slot = params.get('slot');
  if (!m || !slot || !/^[a-z_]{1,20}$/.test(slot)) return null;
  return { product: m[1]!, sizeId: Number(m[2]), widthIn: m[3] ? Number(m[3]) : null, slot };
}

/**
 * /visualize (issue 10): choose a floor plan, then a template ranked by the style profile, then design the
 * room in 3-D with the selected showroom's products. The steps live in the URL (`floorplan`, `floorTemplate`,
 * or a saved `design`), so a step can be shared, reloaded and opened from the home page.
 */
export default function VisualizePage() {
  const [params] = useSearchParams();
  const { selected } = useSelectedShowroom();
  const floorplan = params.get('floorplan');
  const floorTemplate = params.get('floorTemplate');
  const designId = idOf(params.get('design'));
  const plan = floorplan ? floorPlanById(floorplan) : null;
  const template = floorTemplate ? templateById(floorTemplate) : null;
  const here = `/visualize${params.size ? `?${params.toString()}` : ''}`;

  let step: React.ReactNode;
  if (designId !== null) {
    step = <DesignInItsShowroom id={designId} selected={selected} here={here} />;
  } else if (!selected) {
    step = (
      <div className="max-w-xl">
        <p className="mb-3 text-slate-700">
          Your room is designed with the products and prices of your pro's showroom. Enter its ID to begin.
        </p>
        <ShowroomEntry nextPath={here} />
      </div>
    );
  } else if (plan && template && template.kind === plan.kind) {
    step = (
      <StartedDesign
        key={`${plan.id}/${template.id}/${params.get('try') ?? ''}`}
        plan={plan}
        template={template}
        showroom={selected}
        tryOn={tryOnOf(params)}
      />
    );
  } else if (plan) {
    step = <TemplatePicker plan={plan} />;
  } else {
    step = (
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
      {step}
    </div>
  );
}
