import { randomUUID } from 'node:crypto';
import type { AiDesign } from '@app/domain/ai-design/contract';
import { generationBody } from '@app/domain/ai-design/request';
import { aiRoomPlan } from '@app/domain/ai-design/room-plan';
import sharp from 'sharp';
import type { TestApp } from '../../../test/harness.ts';
import { objectKey } from '../../lib/object-store/object-store.ts';
import { captureHold, holdCoins } from '../ai-coins/coin-holds.service.ts';
import { finishGeneration, insertGeneration } from '../ai-design/generations.repository.ts';
import { claimPicture, finishPicture, insertPicture, setDesignPicture } from './pictures.repository.ts';
import { AI_PICTURES_KIND, pictureUrl } from './pictures.service.ts';

const PLAN = 'bathroom-hall-2743x1524';

/** A PNG of w × h pixels (a depth or edge map as the browser draws it: grey levels). */
export const pngOf = (width: number, height: number, grey = 128) =>
  sharp({ create: { width, height, channels: 3, background: { r: grey, g: grey, b: grey } } })
    .png()
    .toBuffer();

const texture = (base: string, accent: string) => ({
  base_color: base,
  accent_color: accent,
  pattern: 'solid',
  tile_width_in: 12,
  tile_height_in: 12,
  grout_color: '#cccccc',
  grout_width_in: 0.125,
  roughness: 0.5,
});

/** A finished design as the designer stores one: a real plan's room, two picks with their looks. */
export function fixtureDesign(): AiDesign {
  const pick = (slot: string, product: string, name: string, brand: string) => ({
    target: { type: 'surface' as const, id: slot },
    slot,
    product,
    size_id: 1,
    name,
    brand,
    line_cents: 10_000,
    reasons: { terms: [], rules: [], runner_up: null },
  });
  return {
    index: 0,
    floorplan: PLAN,
    name: 'Warm Farmhouse bath',
    style: 'Farmhouse',
    palette: 'warm',
    total_cents: 20_000,
    vendors: 2,
    document: aiRoomPlan({ plan: PLAN })!.doc,
    picks: [
      pick('floor', 'oak-1', 'Oak plank', 'Woodco'),
      pick('vanity', 'van-1', 'Shaker vanity', 'Bathly'),
    ],
    textures: { 'oak-1#1': texture('#a0522d', '#8b4513'), 'van-1#1': texture('#f5f5f0', '#d0d0c8') },
    picture_url: null,
  };
}

/**
 * A generation of the account that succeeded with one design, its coins (2) held and captured as a run
 * would: the picture tests need a finished design, not the designer's search.
 */
export async function finishedGeneration(t: TestApp, aiUserId: number): Promise<number> {
  const body = generationBody.parse({
    room: { plan: PLAN },
    style_answers: { feel: 'cozy', material: 'wood', colour: 'warm', detail: 'some' },
    budget_cents: 3_000_000,
    showroom: 'DEMO2026',
  });
  return t.db.transaction(async (tx) => {
    const holdId = await holdCoins(tx, aiUserId, 2, 'Bathroom: three designs');
    const row = await insertGeneration(tx, {
      aiUserId,
      parentId: null,
      coins: 2,
      holdId,
      showroom: 'DEMO2026',
      budgetCents: 3_000_000,
      ask: { type: 'design', body },
      seed: 1,
      idempotencyKey: randomUUID(),
    });
    await finishGeneration(tx, row, { designs: [fixtureDesign()] }, new Date());
    await captureHold(tx, holdId);
    return row.id;
  });
}

/** A multipart body as the browser's FormData sends the maps: each file under its field name. */
export function mapsForm(files: { field: string; bytes: Buffer }[]) {
  const boundary = `----maps${randomUUID()}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.field}.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    f.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A styled picture of the generation's first design, made and its coin captured as a run would (the fuzz's). */
export async function storedPicture(t: TestApp, aiUserId: number, generationId: number): Promise<number> {
  const [depth, edges] = await Promise.all([pngOf(64, 64, 200), pngOf(64, 64, 0)]);
  const picture = await sharp(depth).webp().toBuffer();
  const keys = { depthKey: objectKey(AI_PICTURES_KIND), edgesKey: objectKey(AI_PICTURES_KIND) };
  const imageKey = objectKey(AI_PICTURES_KIND);
  await t.app.objects.put(keys.depthKey, depth, 'image/png');
  await t.app.objects.put(keys.edgesKey, edges, 'image/png');
  await t.app.objects.put(imageKey, picture, 'image/webp');
  const row = await t.db.transaction(async (tx) => {
    const holdId = await holdCoins(tx, aiUserId, 1, 'Styled picture');
    const ref = { generationId, designIndex: 0 };
    return insertPicture(tx, { aiUserId, ...ref, coins: 1, holdId, ...keys, idempotencyKey: randomUUID() });
  });
  const run = (await claimPicture(t.db, row.id, new Date()))!;
  await t.db.transaction(async (tx) => {
    const stored = { imageKey, sha256: 'a'.repeat(64), width: 64, height: 64 };
    await finishPicture(tx, run, { picture: stored }, new Date());
    await setDesignPicture(tx, generationId, 0, pictureUrl(row.id));
    await captureHold(tx, run.holdId);
  });
  await t.app.objects.delete(keys.depthKey);
  await t.app.objects.delete(keys.edgesKey);
  return row.id;
}
