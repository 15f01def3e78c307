import { LEAD_THANKS } from '@app/domain/leads/lead-form';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';

/** A multipart body as the browser's FormData sends it. */
function multipart(fields: Record<string, string>) {
  const boundary = '----lead-form-boundary';
  const body = `${Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')}--${boundary}--\r\n`;
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const valid = {
  full_name: 'Dana Brooks',
  email: 'Dana@Example.test',
  phone_number: '(415) 555-0134',
  action: 'handle_external_form_submission',
  lead_type: 'Pop-Ups',
  shop_profile_id: '7',
};

describe('POST /api/sample_request (lead pop-up)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (fields: Record<string, string>, ip = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url: '/api/sample_request', remoteAddress: ip, ...multipart(fields) });

  it('stores a multipart lead with its action, type and showroom, and thanks the visitor', async () => {
    const res = await post(valid, '203.0.113.10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: LEAD_THANKS });
    const rows = rowsOf<Record<string, unknown>>(
      await t.db.execute(
        sql`select full_name, email, phone_number, action, lead_type, shop_profile_id from leads`,
      ),
    );
    expect(rows).toEqual([
      {
        full_name: 'Dana Brooks',
        email: 'dana@example.test',
        phone_number: '(415) 555-0134',
        action: 'handle_external_form_submission',
        lead_type: 'Pop-Ups',
        shop_profile_id: 7,
      },
    ]);
  });

  it('answers 422 per missing or invalid field', async () => {
    const res = await post({ full_name: ' ', email: 'not-an-email' }, '203.0.113.11');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        full_name: ['The full name field is required.'],
        email: ['The email must be a valid email address.'],
        phone_number: ['The phone number field is required.'],
      },
    });
  });

  it('accepts 5 leads per hour from one IP, then answers 429 with Retry-After; other IPs still pass', async () => {
    for (let i = 0; i < 5; i++) expect((await post(valid, '198.51.100.7')).statusCode).toBe(200);
    const refused = await post(valid, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many requests\. Please try again in \d+ minutes?\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await post(valid, '198.51.100.8')).statusCode).toBe(200);
  });

  // On PGlite requests run one at a time, so only PostgreSQL can race a check against its record.
  it.skipIf(process.env.TEST_DB !== 'pg')(
    '30 parallel posts from one IP: exactly 5 stored, the rest 429 (checked and counted in one step)',
    async () => {
      const ip = '198.51.100.30';
      const email = 'burst@example.test';
      const results = await Promise.all(Array.from({ length: 30 }, () => post({ ...valid, email }, ip)));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(25);
      const [row] = rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from leads where email = ${email}`),
      );
      expect(row.n).toBe(5);
    },
  );
});
