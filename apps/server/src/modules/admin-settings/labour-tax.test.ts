import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  createUser,
  loginAsVerifiedAdmin,
  type TestApp,
} from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';

/**
 * Where installation labour is taxed (issue 25: an estimate's labour lines, by the homeowner's state): a list
 * of states the admin edits beside the sales tax, a default until they do.
 */
describe('the states that tax labour, in /api/admin/settings', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    const user = await createUser(t.db, { type: 'Admin' });
    admin = authHeader(await loginAsVerifiedAdmin(t.app, user.email));
  });
  afterAll(() => t.close());

  const get = () => t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin });
  const put = (labour_taxable_states: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: { labour_taxable_states },
    });
  const stored = async () =>
    rowsOf<{ value: unknown }>(
      await t.db.execute(sql`select value from settings where key = 'labour_taxable_states'`),
    )[0]?.value;
  const audits = async () =>
    rowsOf<{ before: unknown; after: unknown }>(
      await t.db.execute(sql`select before, after from audit_log where entity_id = 'labour_taxable_states'`),
    );

  it('reads the default list while none is saved', async () => {
    expect((await get()).json().data.labour_taxable_states).toEqual(['HI', 'NM', 'SD', 'WA']);
    expect(await stored()).toBeUndefined();
  });

  it('replaces the list (each state once, in the states’ order) and records the change', async () => {
    const res = await put(['WA', 'CA', 'CA']);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.labour_taxable_states).toEqual(['CA', 'WA']);
    expect(await stored()).toEqual(['CA', 'WA']);
    expect(await audits()).toEqual([{ before: ['HI', 'NM', 'SD', 'WA'], after: ['CA', 'WA'] }]);
    expect((await put(['CA', 'WA'])).json().message).toBe('No setting changed.');
    // Empty is a list too: labour taxed nowhere, not the default.
    await put([]);
    expect((await get()).json().data.labour_taxable_states).toEqual([]);
  });

  it('refuses what is not a state on its item', async () => {
    const res = await put(['CA', 'XX']);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'labour_taxable_states.1': ['XX is not a US state.'] });
    expect((await put('CA')).json().errors).toEqual({
      labour_taxable_states: ['The states must be a list.'],
    });
    expect((await get()).json().data.labour_taxable_states).toEqual([]);
  });
});
