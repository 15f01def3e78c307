import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  createUser,
  loginAsVerifiedAdmin,
  type TestApp,
} from '../../../test/harness.ts';
import { recordAudit } from './audit.repository.ts';

type Entry = {
  id: number;
  created_at: string;
  action: string;
  entity: string;
  entity_id: string;
  actor: { id: number | null; type: string; full_name: string | null; email: string | null };
  before: unknown;
  after: unknown;
};

describe('GET /api/admin/audit', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let ada: { id: number; email: string };
  let vera: { id: number; email: string };
  beforeAll(async () => {
    t = await buildTestApp();
    ada = await createUser(t.db, { type: 'Admin', fullName: 'Ada Admin', email: 'ada@example.test' });
    vera = await createUser(t.db, { type: 'Vendor', fullName: 'Vera Vendor', email: 'vera@example.test' });
    admin = authHeader(await loginAsVerifiedAdmin(t.app, ada.email));
    const asAda = { id: ada.id, type: 'Admin' };
    await recordAudit(
      t.db,
      { id: vera.id, type: 'Vendor' },
      {
        action: 'order_item.status',
        entity: 'order_item',
        entityId: 7,
        before: 'Waiting for approval',
        after: 'Vendor Approved',
      },
    );
    await recordAudit(
      t.db,
      asAda,
      {
        action: 'order_item.status',
        entity: 'order_item',
        entityId: 7,
        before: 'Vendor Approved',
        after: 'Accept to Pick Up',
      },
      { action: 'setting.update', entity: 'setting', entityId: 'platform_fee_bps', before: 500, after: 650 },
    );
    await recordAudit(
      t.db,
      { id: null, type: 'System' },
      {
        action: 'order_item.status',
        entity: 'order_item',
        entityId: 8,
        before: 'Shipped',
        after: 'Delivered',
      },
    );
    // 30 older user changes, one a day from 2026-10-01 (Pacific noon).
    for (let i = 0; i < 30; i++) {
      await recordAudit(t.db, asAda, {
        action: 'user.status',
        entity: 'user',
        entityId: 100 + i,
        before: { status: 'Pending' },
        after: { status: 'Active' },
      });
    }
    await t.db.execute(sql`update audit_log set created_at = timestamptz '2026-10-01 19:00Z' + (entity_id::int - 100) * interval '1 day'
      where entity = 'user'`);
  });
  afterAll(() => t.close());

  const get = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: admin });
    return res;
  };
  const entries = async (query = ''): Promise<Entry[]> => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.data;
  };

  it('lists who changed what, newest first, with the actor’s name and type and the values as recorded', async () => {
    const res = await get();
    const page = res.json().data;
    expect(page).toMatchObject({ total: 34, per_page: 25, current_page: 1, last_page: 2 });
    const [system, fee, status, vendor] = page.data as Entry[];
    expect(system).toMatchObject({
      entity: 'order_item',
      entity_id: '8',
      actor: { id: null, type: 'System', full_name: null, email: null },
      before: 'Shipped',
      after: 'Delivered',
    });
    expect(fee).toMatchObject({
      action: 'setting.update',
      entity: 'setting',
      entity_id: 'platform_fee_bps',
      actor: { id: ada.id, type: 'Admin', full_name: 'Ada Admin', email: 'ada@example.test' },
      before: 500,
      after: 650,
    });
    expect(status).toMatchObject({ before: 'Vendor Approved', after: 'Accept to Pick Up' });
    expect(vendor.actor).toMatchObject({ id: vera.id, type: 'Vendor', full_name: 'Vera Vendor' });
    expect(new Date(fee.created_at).getTime()).not.toBeNaN();
    expect((await entries('?page=2')).map((e) => e.entity_id).at(-1)).toBe('100');
  });

  it('filters by entity, entity id, action, actor (id, or part of a name or email) and Pacific-time days', async () => {
    const ids = async (query: string) => (await entries(query)).map((e) => `${e.entity}:${e.entity_id}`);
    expect(await ids('?entity=order_item&entity_id=7')).toEqual(['order_item:7', 'order_item:7']);
    expect(await ids('?action=setting.update')).toEqual(['setting:platform_fee_bps']);
    expect(await ids(`?actor_id=${vera.id}`)).toEqual(['order_item:7']);
    expect(await ids('?actor=VERA@')).toEqual(['order_item:7']);
    expect(await ids('?actor=vendor&entity=order_item')).toEqual(['order_item:7']);
    expect(await ids('?actor=%25')).toEqual([]);
    expect(await ids('?entity=user&from=2026-10-05&to=2026-10-06')).toEqual(['user:105', 'user:104']);
    expect(await ids('?entity=nothing')).toEqual([]);
    expect(await ids('?entity=&entity_id=&actor_id=&actor=&action=&from=&to=')).toHaveLength(25);
  });

  it('refuses bad filters with a 422 on the field', async () => {
    const cases: Array<[string, string]> = [
      ['?actor_id=abc', 'actor_id'],
      ['?actor_id=0x10', 'actor_id'],
      ['?actor_id=2147483648', 'actor_id'],
      ['?from=2026-13-01', 'from'],
      ['?from=2026-03-02&to=2026-03-01', 'to'],
      [`?entity=${'e'.repeat(41)}`, 'entity'],
      ['?action=a%00b', 'action'],
      ['?page=-1', 'page'],
    ];
    for (const [query, field] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors), query).toEqual([field]);
    }
  });
});
