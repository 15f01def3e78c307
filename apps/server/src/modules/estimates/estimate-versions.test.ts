import type { EstimateLine } from '@app/domain/estimates/estimate-line';
import { formatUsd } from '@app/domain/money/cents';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxMails, projectActivity, users } from '../../db/schema/index.ts';
import { type EstimateFixture, estimateTestApp, permitLine } from './estimates.fixture.ts';

/** Every key anywhere in a JSON value. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)])
      : [];
/** What the homeowner never reads in a fixed-price estimate; the last four in any estimate. */
const COST_KEYS = ['unit_cost_cents', 'markup_bps', 'materials_cents', 'labour_cents', 'fees_cents'];
const NEVER_KEYS = ['vendor_price_cents', 'platform_fee_bps', 'parts', 'visible_to_client'];

/**
 * An estimate's life before approval (issue 25 points 1, 2 and 4): versions made on the newest (409 with the
 * current copy otherwise), each with what changed; sent to the homeowner, who reads only what was sent, in
 * the view the pro chose; declined with a reason the pro reads.
 */
describe('estimate versions, sending and declining', () => {
  let f: EstimateFixture;
  let url: string;
  let v1: { lines: EstimateLine[] };

  beforeAll(async () => {
    f = await estimateTestApp();
    const drafted = (await f.draft()).json().data;
    url = `/api/project/${f.projectId}/estimates/${drafted.id}`;
    v1 = drafted.versions[0];
  });
  afterAll(() => f.t.close());

  const floorLabour = (lines: EstimateLine[]) => lines.find((l) => l.id.endsWith(':labour:floor_tile'))!;
  const permit = permitLine(35_000);
  /** v1's lines with the floor's labour at 55 sq ft and a permit added. */
  const edited = () => [
    ...v1.lines.map((l) => (l === floorLabour(v1.lines) ? { ...l, quantity: 55 } : l)),
    permit,
  ];
  const version = (who: 'pro' | 'designer', body: Record<string, unknown>) =>
    f.call('POST', `${url}/versions`, who, { lines: edited(), ...body });
  const notices = (userId: number) =>
    f.t.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('makes version 2 on version 1 with what changed in the pro’s words', async () => {
    const res = await version('pro', { base_version: 1, mode: 'open_book' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ version: 2, status: 'draft', mode: 'open_book', sent_version: null });
    expect(data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const [v2] = data.versions;
    expect(floorLabour(v2.lines)).toMatchObject({ quantity: 55, unit_price_cents: 840 });
    expect(v2.lines.at(-1)).toMatchObject({ kind: 'fee', unit_price_cents: 35_000, taxable: true });
    expect(v2.lines.at(-1).id).toMatch(/^line:[0-9a-f-]{36}$/);
    expect(v2.changes).toEqual(
      expect.arrayContaining([
        'Added Permit: 1 each, $350.00',
        'Floor tile installation: 50 → 55 sq ft',
        expect.stringMatching(/^Labour: \$[\d,.]+ → \$[\d,.]+$/),
      ]),
    );
    expect(v2.totals.fees_cents).toBe(35_000);
    expect(v2.totals.labour_cents - data.versions[1].totals.labour_cents).toBe(5 * 840);
  });

  it('answers a write on a version no longer the newest with 409 and the current copy, writing nothing', async () => {
    const stale = await version('designer', { base_version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'The estimate was changed since you opened it. Here is the current copy.',
      current: { view: 'pro', version: 2 },
    });
    const now = (await f.call('GET', url, 'pro', undefined)).json().data;
    expect(now.versions).toHaveLength(2);
    // Two writes on the same version at once: one is version 3, the other gets it back.
    const both = await Promise.all([
      version('pro', { base_version: 2 }),
      version('designer', { base_version: 2 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    // Terms left out are the previous version's: still open book.
    expect((await f.call('GET', url, 'pro')).json().data).toMatchObject({ version: 3, mode: 'open_book' });
  });

  it('prices a material at the showroom’s price whatever was sent, and refuses lines it cannot keep', async () => {
    const current = (await f.call('GET', url, 'pro')).json().data;
    const lines: EstimateLine[] = current.versions[0].lines;
    const floor = lines.find((l) => l.kind === 'material' && l.category === 'floor_tile')!;
    const shower = lines.find((l) => l.kind === 'material' && l.category === 'shower_tile')!;
    const cheap = lines.map((l) => (l === floor ? { ...l, unit_cost_cents: 1 } : l));
    const res = await f.call('POST', `${url}/versions`, 'pro', { base_version: 3, lines: cheap });
    expect(res.statusCode).toBe(201);
    const kept = res.json().data.versions[0].lines.find((l: EstimateLine) => l.id === floor.id);
    expect(kept.unit_price_cents).toBe(floor.unit_price_cents);
    expect(res.json().data.versions[0].changes).toEqual([]);

    // Past any integer, a hex string, a NUL byte: 422 on the field, never a 500.
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...permit, unit_cost_cents: 2 ** 53 }, 'lines.0.unit_cost_cents'],
      [{ ...permit, quantity: 1e23 }, 'lines.0.quantity'],
      [{ ...permit, markup_bps: '0x10' }, 'lines.0.markup_bps'],
      [{ ...permit, description: 'Permit\u0000' }, 'lines.0.description'],
    ];
    for (const [line, field] of refusals) {
      const res = await f.call('POST', `${url}/versions`, 'pro', { base_version: 4, lines: [line] });
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), field).toEqual([field]);
    }
    // Past the schema, the lines the server checks against the project and its showroom.
    const checked = await f.call('POST', `${url}/versions`, 'pro', {
      base_version: 4,
      lines: [
        { ...permit, id: 'line:never-was' },
        { ...floor, product: { product: 'not-a-product', sizeId: floor.product!.sizeId } },
        { ...shower, quantity: 0 },
        { ...permit, design: { id: 2_147_483_000, version: 1 } },
      ],
    });
    expect(checked.json().errors).toEqual({
      'lines.0.id': ['This line is no longer on the estimate.'],
      'lines.1.product': ['The project’s showroom does not sell this product.'],
      'lines.2.quantity': ['The minimum order is 1 box.'],
      'lines.3.design': ['The design is not one of this project’s rooms.'],
    });
    expect((await f.call('GET', url, 'pro')).json().data.version).toBe(4);
  });

  it('shows the homeowner nothing until it is sent', async () => {
    expect((await f.call('GET', `/api/project/${f.projectId}/estimates`, 'owner')).json().data).toEqual([]);
    expect((await f.call('GET', url, 'owner')).statusCode).toBe(404);
  });

  it('sends the newest version only, tells the homeowner once (and mails them), and writes it on the timeline', async () => {
    const stale = await f.call('POST', `${url}/send`, 'pro', { version: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.version).toBe(4);
    const sent = await f.call('POST', `${url}/send`, 'pro', { version: 4 });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'sent', sent_version: 4 });
    expect(sent.json().data.versions[0].sent_at).toEqual(expect.any(String));
    const again = await f.call('POST', `${url}/send`, 'designer', { version: 4 });
    expect(again.statusCode).toBe(200);
    const told = await notices(f.ids.owner);
    expect(told.map((n) => [n.title, n.body, n.link])).toEqual([
      [
        'Carlos Contractor sent you an estimate',
        'Hall bath: version 4',
        `/projects/${f.projectId}?tab=estimates`,
      ],
    ]);
    // One mail to the homeowner, with the version's total and a link to the estimates tab.
    const [owner] = await f.t.db.select().from(users).where(eq(users.id, f.ids.owner));
    const mails = await f.t.db.select().from(outboxMails).where(eq(outboxMails.to, owner.email));
    expect(mails.map((m) => m.subject)).toEqual(['Carlos Contractor sent you an estimate — Remodel Market']);
    const total = sent.json().data.versions[0].totals.total_cents as number;
    expect(mails[0].text).toContain(`version 4 of an estimate for “Hall bath”: ${formatUsd(total)} in all.`);
    expect(mails[0].text).toContain(`/projects/${f.projectId}?tab=estimates`);
    const timeline = await f.t.db
      .select()
      .from(projectActivity)
      .where(and(eq(projectActivity.projectId, f.projectId), eq(projectActivity.kind, 'estimate_sent')));
    expect(timeline.map((a) => [a.actorId, a.detail])).toEqual([
      [f.ids.pro, { estimate_id: Number(url.split('/').at(-1)), version: 4 }],
    ]);
  });

  it('gives the homeowner only sent versions, through the client’s view: no cost or markup in fixed price', async () => {
    // Version 5 in fixed price, the permit hidden and the vanity's allowance raised, sent; version 6 a draft
    // the homeowner never sees.
    const lines = (await f.call('GET', url, 'pro')).json().data.versions[0].lines;
    const hidden = lines.map((l: EstimateLine) =>
      l.kind === 'fee'
        ? { ...l, visible_to_client: false }
        : l.kind === 'allowance' && l.category === 'vanity'
          ? { ...l, unit_cost_cents: 90_000 }
          : l,
    );
    await f.call('POST', `${url}/versions`, 'pro', { base_version: 4, mode: 'fixed_price', lines: hidden });
    expect((await f.call('POST', `${url}/send`, 'pro', { version: 5 })).statusCode).toBe(200);
    await f.call('POST', `${url}/versions`, 'pro', { base_version: 5, mode: 'fixed_price', lines });

    const res = await f.call('GET', url, 'owner');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ view: 'client', status: 'sent' });
    expect(data.versions.map((v: { version: number }) => v.version)).toEqual([5, 4]);
    const [fixed, open] = data.versions;
    expect(fixed.estimate.mode).toBe('fixed_price');
    expect(keysOf(fixed).filter((k) => COST_KEYS.includes(k) || NEVER_KEYS.includes(k))).toEqual([]);
    expect(keysOf(data).filter((k) => NEVER_KEYS.includes(k))).toEqual([]);
    // A fixed price lists the allowances by name; the hidden permit is in its group's total, never named.
    const listed = fixed.estimate.groups.flatMap((g: { lines: { kind: string }[] }) => g.lines);
    expect(new Set(listed.map((l: { kind: string }) => l.kind))).toEqual(new Set(['allowance']));
    expect(JSON.stringify(fixed)).not.toContain('Permit');
    // What changed since version 4, as a fixed price tells it: the allowance's price and the totals it shows.
    expect(fixed.changes).toEqual([
      'Vanities allowance: $800.00 → $900.00 per piece',
      expect.stringMatching(/^Allowances: /),
      expect.stringMatching(/^Subtotal: /),
      expect.stringMatching(/^Tax: /),
      expect.stringMatching(/^Total: /),
    ]);
    // Open book: the pro's own lines with cost and markup; a material's price only.
    const lineOf = (kind: string) =>
      open.estimate.groups
        .flatMap((g: { lines: { kind: string }[] }) => g.lines)
        .find((l: { kind: string }) => l.kind === kind);
    expect(lineOf('labour')).toMatchObject({ unit_cost_cents: 700, markup_bps: 2_000 });
    expect(Object.keys(lineOf('material'))).not.toContain('unit_cost_cents');
    // The list: for the homeowner the newest sent version, for the pro the newest.
    const cards = (who: 'owner' | 'pro') => f.call('GET', `/api/project/${f.projectId}/estimates`, who);
    expect((await cards('owner')).json().data).toEqual([
      expect.objectContaining({
        version: 5,
        mode: 'fixed_price',
        total_cents: fixed.estimate.totals.total_cents,
      }),
    ]);
    expect((await cards('pro')).json().data).toEqual([
      expect.objectContaining({ version: 6, status: 'sent' }),
    ]);
  });

  it('lets the homeowner decline the version sent, with a reason the pro reads', async () => {
    const decline = (who: 'owner' | 'pro' | 'designer', body: Record<string, unknown>) =>
      f.call('POST', `${url}/decline`, who, body);
    expect((await decline('pro', { version: 5, reason: 'x' })).statusCode).toBe(403);
    expect((await decline('designer', { version: 5, reason: 'x' })).statusCode).toBe(403);
    for (const reason of [undefined, '   ']) {
      const res = await decline('owner', { version: 5, reason });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ reason: ['The reason field is required.'] });
    }
    expect((await decline('owner', { version: 5, reason: 'Too dear\u0000' })).statusCode).toBe(422);
    const old = await decline('owner', { version: 4, reason: 'Too dear' });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({
      message: 'This version of the estimate is not waiting for your answer.',
      current: { view: 'client', status: 'sent' },
    });
    const declined = await decline('owner', { version: 5, reason: 'Over our budget by a lot.' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ view: 'client', status: 'declined' });
    expect((await decline('owner', { version: 5, reason: 'Again' })).statusCode).toBe(200);

    const pro = (await f.call('GET', url, 'pro')).json().data;
    expect(pro.status).toBe('declined');
    expect(pro.versions.find((v: { version: number }) => v.version === 5)).toMatchObject({
      decline_reason: 'Over our budget by a lot.',
      declined_at: expect.any(String),
    });
    for (const who of ['pro', 'designer'] as const) {
      const told = (await notices(f.ids[who])).map((n) => [n.title, n.body, n.link]);
      expect(told, who).toEqual([
        [
          'Ann Lee declined the estimate',
          'Hall bath, version 5: “Over our budget by a lot.”',
          `/pro/projects/${f.projectId}?tab=estimates`,
        ],
      ]);
    }
    // The pro answers with a new version and sends it: waiting for an answer again.
    const next = await f.call('POST', `${url}/send`, 'pro', { version: 6 });
    expect(next.json().data).toMatchObject({ status: 'sent', sent_version: 6 });
  });
});
