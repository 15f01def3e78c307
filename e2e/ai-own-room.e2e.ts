import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady, baseUrl, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { DEMO_PASSWORD, signIn } from './support/forms.ts';

/**
 * Issue 26: a design of the homeowner's own measures opens in /visualize. Signed out of the shop, the card
 * asks to sign in and comes back to the same design; signed in as the demo homeowner, the room is kept in a
 * project of the showroom and opens as that project room, priced by its checklist as the card says.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ webgl: true });
});
afterAll(async () => {
  await browser?.close();
});

const OWN_BATH = {
  kind: 'bathroom',
  measures: {
    width_in: 96,
    length_in: 60,
    height_in: 96,
    openings: [{ wall: 's', kind: 'door', offset_in: 60, width_in: 30, height_in: 80, sill_in: 0 }],
  },
};

async function ai<T>(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { AIauthToken: token } : {}),
      'Idempotency-Key': randomUUID(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

/** An AI account's finished generation of the own bathroom in DEMO2026: its id and the AI token. */
async function ownRoomGeneration() {
  const password = 'ai-pass-2026';
  const email = `own-room-${Date.now()}@example.test`;
  const reg = await ai<{ token: string }>('POST', '/api/AI/design', null, {
    action: 'register',
    name: 'Owen Room',
    email,
    password,
    password_confirmation: password,
  });
  expect(reg.status).toBe(201);
  const token = reg.data.token;
  const started = await ai<{ generation: { id: number } }>('POST', '/api/AI/generations', token, {
    room: OWN_BATH,
    style_answers: { feel: 'cozy', material: 'wood', colour: 'warm', detail: 'some' },
    budget_cents: 900_000,
    showroom: 'DEMO2026',
    keep: [],
    avoid: [],
  });
  expect(started.status).toBe(202);
  const id = started.data.generation.id;
  for (let i = 0; i < 180; i++) {
    const g = await ai<{ generation: { status: string; error: string | null } }>(
      'GET',
      `/api/AI/generations/${id}`,
      token,
    );
    if (g.data.generation.status === 'succeeded') return { id, token };
    expect(g.data.generation.status, g.data.generation.error ?? '').not.toBe('failed');
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the generation did not finish in 3 minutes');
}

describe('an AI design of the homeowner’s own room', () => {
  it('signs in to the shop from the card, keeps the room in a project and opens it priced as the card', async () => {
    const generation = await ownRoomGeneration();
    const { page } = await newPage(browser);
    await page.goto('/');
    await page.evaluate((t) => localStorage.setItem('AIauthToken', t), generation.token);
    await page.goto(`/design-ai?generation=${generation.id}`);
    const cards = page.getByRole('list', { name: 'Designs' }).getByRole('article');
    await cards.first().waitFor({ timeout: 60_000 });
    const second = cards.nth(1);
    const name = await second.getByRole('heading', { level: 3 }).innerText();
    const designTotal = await second.getByTestId('design-total').innerText();

    // Signed out of the shop: sign in, and back to the same design.
    await second.getByRole('link', { name: 'Sign in to your shop account to open this room' }).click();
    await page.waitForURL('**/login?redirect=*');
    await appReady(page);
    await signIn(page, 'homeowner@demo.test', DEMO_PASSWORD);
    await page.waitForURL(`**/design-ai?generation=${generation.id}&design=1`);

    // Signed in: the room is kept in a project and opens as that project room, priced as the card.
    await cards.nth(1).getByRole('button', { name: 'Open in 3-D room' }).click();
    await page.waitForURL(
      /\/visualize\?floorplan=project-room-\d+&floorTemplate=bathroom-[a-z-]+-(light|warm|dark)$/,
      { timeout: 60_000 },
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('visual_design') ?? 'null'));
    expect(stored?.name).toBe(name);
    expect(stored?.floorplan).toMatch(/^project-room-\d+$/);
    const total = page.getByRole('region', { name: 'Design total' });
    await total.getByText(designTotal).first().waitFor({ timeout: 30_000 });
    await page.locator('[data-drawn]').first().waitFor({ timeout: 60_000 });
    await screenshot(page, 'ai-own-room-visualize');
  }, 300_000);
});
