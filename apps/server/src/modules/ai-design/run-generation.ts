import type { AiDesign } from '@app/domain/ai-design/contract';
import type { DesignCandidate } from '@app/domain/ai-design/design-candidate';
import { type DesignOutcome, designRooms } from '@app/domain/ai-design/designer';
import { refineDesign } from '@app/domain/ai-design/refine';
import { parseRefinement } from '@app/domain/ai-design/refinement';
import { aiRoomPlan } from '@app/domain/ai-design/room-plan';
import { productRefKey } from '@app/domain/room/document';
import { styleProfileOf } from '@app/domain/room/style-profile';
import { templatesFor } from '@app/domain/room/templates';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { captureHold, releaseHold } from '../ai-coins/coin-holds.service.ts';
import { checklist } from '../visualizer/checklist.service.ts';
import { designCatalogue } from './design-candidates.repository.ts';
import {
  claimGeneration,
  finishGeneration,
  type GenerationRow,
  MAX_ATTEMPTS,
  setProgress,
} from './generations.repository.ts';

export const GENERATION_MESSAGES = {
  gaveUp: 'We could not finish these designs. Your coins were returned; please try again.',
  noParent: 'The design this refines is no longer there. Your coins were returned.',
} as const;

type Deps = { now: () => Date; log: Pick<FastifyBaseLogger, 'error' | 'warn'> };

/** The categories any template for the room's kind can take: what the designer searches. */
const categoriesFor = (kind: Parameters<typeof templatesFor>[0]) => [
  ...new Set(
    templatesFor(kind).flatMap((t) => Object.values(t.slots).flatMap((rule) => rule?.categories ?? [])),
  ),
];

/** The catalogue of a run: the sizes of the room's categories and the supplies' prices, in its showroom. */
async function catalogueFor(db: Database, run: GenerationRow, kind: Parameters<typeof templatesFor>[0]) {
  const { sizes, supplies } = await designCatalogue(db, categoriesFor(kind), { vsd_id: run.showroom });
  const accessoryPrices = Object.fromEntries(
    Object.entries(supplies).map(([kind, size]) => [kind, size!.priceCents]),
  );
  // A catalogue size is a designer's candidate as it is (no copy of ~34,000 sizes a run).
  const candidates: readonly DesignCandidate[] = sizes;
  return { candidates, accessoryPrices };
}

/** What a run designs: three rooms from its request, or its parent's design changed as asked. */
async function designsOf(
  db: Database,
  run: GenerationRow,
  parentDesigns: (id: number) => Promise<AiDesign[] | null>,
): Promise<{ designs: DesignOutcome[] } | { error: string }> {
  const body = run.ask.body;
  const plan = aiRoomPlan(body.room)!;
  const { candidates, accessoryPrices } = await catalogueFor(db, run, plan.kind);
  await setProgress(db, run, 40);
  const ask = {
    doc: plan.doc,
    kind: plan.kind,
    profile: styleProfileOf(body.style_answers),
    budgetCents: run.budgetCents,
    keep: body.keep,
    avoid: body.avoid,
    seed: run.seed,
    count: 3,
  };
  if (run.ask.type === 'design') return designRooms(ask, candidates, accessoryPrices);
  const base = (await parentDesigns(run.parentId!))?.[run.ask.design];
  const refinement = parseRefinement(run.ask.ask);
  if (!base || 'error' in refinement) return { error: GENERATION_MESSAGES.noParent };
  const refined = refineDesign(
    ask,
    { style: base.style, palette: base.palette, totalCents: base.total_cents, document: base.document },
    refinement,
    candidates,
    accessoryPrices,
  );
  return 'error' in refined ? refined : { designs: [refined.design] };
}

/**
 * A design as the API answers it, priced by the checklist itself (the takeoff the homeowner will buy from, with
 * each size's minimum order), so its total and each pick's line are what the cart will say.
 */
async function priced(db: Database, run: GenerationRow, d: DesignOutcome, index: number): Promise<AiDesign> {
  const list = await checklist(db, d.document, { vsd_id: run.showroom });
  const lineOf = new Map(
    list.lines
      .filter((l) => !l.accessory)
      .map((l) => [`${l.product.hash}#${l.product.size_id}`, l.line_total_cents]),
  );
  return {
    index,
    floorplan: aiRoomPlan(run.ask.body.room)!.id,
    name: d.name,
    style: d.style,
    palette: d.palette,
    total_cents: list.subtotal_cents,
    vendors: d.vendors,
    document: d.document,
    picks: d.picks.map((p) => ({
      ...p,
      line_cents: lineOf.get(productRefKey({ product: p.product, sizeId: p.size_id })) ?? 0,
    })),
    textures: list.textures,
    picture_url: null,
  };
}

/**
 * Runs one generation: claims it (or leaves it to the process that has it), designs, prices each design by
 * the checklist, and in one transaction stores the designs and captures the coins — or stores why it failed
 * and releases them. A run that throws is failed too, after its last attempt; a process that dies mid-run
 * leaves a claim the sweeper (resumeGenerations) takes over once its lease ends.
 */
export async function runGeneration(
  db: Database,
  id: number,
  deps: Deps,
  parentDesigns: (id: number) => Promise<AiDesign[] | null>,
): Promise<'done' | 'busy'> {
  const run = await claimGeneration(db, id, deps.now());
  if (!run) return 'busy';
  const finish = (end: { designs: AiDesign[] } | { error: string }) =>
    db.transaction(async (tx) => {
      if (!(await finishGeneration(tx, run, end, deps.now()))) return;
      if ('designs' in end) await captureHold(tx, run.holdId);
      else await releaseHold(tx, run.holdId);
    });
  if (run.attempts > MAX_ATTEMPTS) {
    await finish({ error: GENERATION_MESSAGES.gaveUp });
    return 'done';
  }
  try {
    await setProgress(db, run, 10);
    const outcome = await designsOf(db, run, parentDesigns);
    if ('error' in outcome) {
      await finish({ error: outcome.error });
      return 'done';
    }
    await setProgress(db, run, 80);
    const designs: AiDesign[] = [];
    for (const d of outcome.designs) {
      const design = await priced(db, run, d, designs.length);
      // The search prices as the checklist does; a design the checklist prices over the budget is never shown.
      if (design.total_cents <= run.budgetCents) designs.push(design);
      else deps.log.warn({ generation: id, design: d.name }, 'AI design over budget at the checklist');
    }
    await finish(designs.length ? { designs } : { error: GENERATION_MESSAGES.gaveUp });
  } catch (err) {
    deps.log.error({ err, generation: id }, 'AI generation failed');
    await finish({ error: GENERATION_MESSAGES.gaveUp });
  }
  return 'done';
}
