import type { RoomDocument } from '@app/domain/room/document';
import type { TestApp } from '../../../test/harness.ts';
import { projectMembers, projects } from '../../db/schema/index.ts';

type Person = { id: number; auth: Record<string, string> };

/**
 * What the OpenAPI fuzz (src/openapi-fuzz.test.ts) needs to reach each estimate operation with a success
 * before spoiling its fields: a project of `owner` shared with `pro` (its showroom's), a room saved in it,
 * and an estimate of its own for each operation (changed, sent, declined, read, quoted, approved), as
 * `byOperation` values.
 */
export async function fuzzEstimates(
  t: TestApp,
  people: { owner: Person; pro: Person },
  room: { floorplan: string; document: RoomDocument },
): Promise<Record<string, Record<string, unknown>>> {
  const { owner, pro } = people;
  const [project] = await t.db
    .insert(projects)
    .values({ userId: owner.id, showroomUserId: pro.id, isCart: false, name: 'Fuzz estimates' })
    .returning({ id: projects.id });
  await t.db
    .insert(projectMembers)
    .values({ projectId: project.id, userId: pro.id, role: 'pro', addedBy: owner.id });
  const call = (url: string, who: Person, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: who.auth, payload });
  const design = (
    await call('/api/designs', owner, { name: 'Fuzz room', project: project.id, ...room })
  ).json().data.id as number;
  const base = `/api/project/${project.id}/estimates`;
  const draft = async () => (await call(base, pro, { design_id: design })).json().data.id as number;
  const [toChange, toSend, toDecline, toRead] = [await draft(), await draft(), await draft(), await draft()];
  const [toQuote, toApprove] = [await draft(), await draft()];
  for (const id of [toDecline, toRead, toQuote, toApprove])
    await call(`${base}/${id}/send`, pro, { version: 1 });
  const terms = { mode: undefined, deposit: undefined, valid_until: undefined, message: undefined };
  const path = `/api/project/{projectId}/estimates`;
  const at = (estimateId: number) => ({ projectId: project.id, estimateId });
  return {
    [`GET ${path}`]: { projectId: project.id },
    [`POST ${path}`]: {
      projectId: project.id,
      design_id: design,
      design_version: undefined,
      allowances: {},
      ...terms,
    },
    [`GET ${path}/{estimateId}`]: at(toRead),
    [`POST ${path}/{estimateId}/versions`]: { ...at(toChange), base_version: 1, lines: [], ...terms },
    [`POST ${path}/{estimateId}/send`]: { ...at(toSend), version: 1 },
    [`POST ${path}/{estimateId}/decline`]: { ...at(toDecline), version: 1, reason: 'Over budget' },
    [`GET ${path}/{estimateId}/approval`]: { ...at(toQuote), version: 1 },
    [`POST ${path}/{estimateId}/approve`]: {
      ...at(toApprove),
      version: 1,
      signature: 'Fuzz Owner',
      ship_to: { street: '1 Main St', city: 'Oakland', state: 'CA', zip_code: '94607', apartment: '' },
      payment: { card_number: '4242 4242 4242 4242', name_on_Card: 'Fuzz', exp_date: '12/34', cvv: '123' },
    },
    'PUT /api/pro/rates': { labour_markup_bps: 1_500, rates: [] },
  };
}
