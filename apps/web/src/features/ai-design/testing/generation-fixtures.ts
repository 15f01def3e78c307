import { type AiDesign, type Generation, generationSchema } from '@app/domain/ai-design/contract';
import type { AiRoom } from '@app/domain/ai-design/request';
import { aiRoomPlan } from '@app/domain/ai-design/room-plan';
import { type FloorPlan, floorPlanById } from '@app/domain/room/floor-plans';

/** The plan the fixture's designs dress: a hall bath 8 × 5 ft. */
export const HALL_BATH = 'bathroom-hall-2438x1524';

const hallBath = floorPlanById(HALL_BATH)!;

/** A design of the hall bath (or of `plan`); its document is the plan's with a floor tile on it. */
function designOf(index: number, over: Partial<AiDesign>, plan: FloorPlan = hallBath): AiDesign {
  const floor = plan.doc.surfaces.find((s) => s.kind === 'floor')!;
  const document = {
    ...plan.doc,
    name: over.name ?? `Design ${index + 1}`,
    surfaces: plan.doc.surfaces.map((s) =>
      s.id === floor.id ? { ...s, product: { product: `tile${index}`, sizeId: 10 + index } } : s,
    ),
  };
  return {
    index,
    floorplan: plan.id,
    name: `Design ${index + 1}`,
    style: 'Farmhouse',
    palette: 'warm',
    total_cents: 612_400,
    vendors: 3,
    document,
    picks: [
      {
        target: { type: 'surface', id: floor.id },
        slot: 'floor',
        product: `tile${index}`,
        size_id: 10 + index,
        name: `Heritage Oak Porcelain ${index + 1}`,
        brand: 'Daltile',
        line_cents: 84_250,
        reasons: {
          terms: [
            { term: 'style', points: 6, says: 'Tagged Farmhouse' },
            { term: 'palette', points: 2.5, says: 'Honey tones suit the warm palette' },
          ],
          rules: ['Rated for wet floors', 'Covers 40 sq ft in 4 boxes with 10% waste'],
          runner_up: { product: 'tileB', size_id: 22, name: 'Rustic Plank Tile', price_diff_cents: 4_200 },
        },
      },
      {
        target: { type: 'fixture', id: 'vanity' },
        slot: 'vanity',
        product: `van${index}`,
        size_id: 30 + index,
        name: 'Shaker 30 in Vanity',
        brand: 'Fresca',
        line_cents: 64_900,
        reasons: {
          terms: [{ term: 'fit', points: 4, says: 'Fills the 30 in run' }],
          rules: ['Fits the 30 in run', '15 in from the toilet'],
          runner_up: { product: 'vanB', size_id: 41, name: 'Classic 30 in Vanity', price_diff_cents: -1_800 },
        },
      },
    ],
    textures: {},
    picture_url: null,
    ...over,
  };
}

/** A finished generation with three designs of the hall bath, budget $8,000, in showroom DEMO2026. */
export const succeededGeneration = (over: Partial<Generation> = {}): Generation =>
  generationSchema.parse({
    id: 41,
    status: 'succeeded',
    progress: 100,
    coins: 10,
    parent: null,
    showroom: 'DEMO2026',
    budget_cents: 800_000,
    designs: [
      designOf(0, { name: 'Warm Farmhouse bath' }),
      designOf(1, { name: 'Calm Coastal bath', style: 'Coastal', palette: 'light', total_cents: 548_000 }),
      designOf(2, {
        name: 'Dark Industrial bath',
        style: 'Industrial',
        palette: 'dark',
        total_cents: 731_900,
      }),
    ],
    error: null,
    created_at: '2026-11-30T09:00:00.000Z',
    ...over,
  });

/** The same request while it runs. */
export const runningGeneration = (progress: number, over: Partial<Generation> = {}): Generation =>
  succeededGeneration({ status: progress === 0 ? 'queued' : 'running', progress, designs: [], ...over });

/** A bathroom of the homeowner's own measures: 8 × 5 ft under a 8 ft ceiling, its door on the bottom wall. */
export const OWN_BATH: Extract<AiRoom, { kind: string }> = {
  kind: 'bathroom',
  measures: {
    width_in: 96,
    length_in: 60,
    height_in: 96,
    openings: [{ wall: 's', kind: 'door', offset_in: 60, width_in: 30, height_in: 80, sill_in: 0 }],
  },
};

/** The same three designs, of the homeowner's own bathroom (floorplan ai-own-room); the view names the room. */
export function ownRoomGeneration(over: Partial<Generation> = {}): Generation {
  const own = aiRoomPlan(OWN_BATH)!;
  const designs = succeededGeneration().designs.map((d) =>
    designOf(d.index, { name: d.name, style: d.style, palette: d.palette, total_cents: d.total_cents }, own),
  );
  return succeededGeneration({ room: OWN_BATH, designs, ...over });
}
