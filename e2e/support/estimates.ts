import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { call, login } from './api.ts';
import { baseUrl, newPage } from './browser.ts';
import { toast } from './forms.ts';
import { designInProject, signInAt } from './projects.ts';

/** What the estimate journeys share (e2e/estimates, estimate-approval, change-order .e2e.ts). */

/** The homeowner's project with a saved bathroom, shared with the showroom's contractor. */
export async function sharedProject(name: string) {
  const { token, projectId } = await designInProject(name, 'Hall bath');
  expect((await call('GET', `/api/project/share_to_contractor/${projectId}`, { token })).status).toBe(200);
  return projectId;
}

/** Cents as the product shows dollars, "$1,234.56" (written here, not the product's formatter). */
export const usd = (c: number) =>
  `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** "$1,234.56" in cents. */
export const cents = (usd: string) => Math.round(Number(usd.replace(/[$,]/g, '')) * 100);

/** The amount on the row `term` of a description list, in cents: dollars ("$1.00"), or "Free" (shipping). */
export async function amountOf(list: Locator, term: string): Promise<number> {
  const row = list
    .locator('div')
    .filter({ has: list.page().getByRole('term').getByText(term, { exact: true }) });
  const shown = (await row.getByRole('definition').innerText()).trim();
  if (term === 'Shipping' && shown === 'Free') return 0;
  expect(shown, `${term}: ${shown}`).toMatch(/^\$[\d,]+\.\d\d$/);
  return cents(shown);
}

/**
 * The demo homeowner, signed in on a new page of `browser`, opens version 1 of the project's estimate sent
 * to them: the page and the estimate's article (`estimateId`, else the one shown).
 */
export async function homeownerReads(browser: Browser, projectId: number, estimateId?: number) {
  const owner = await newPage(browser);
  owner.page.setDefaultTimeout(30_000);
  await signInAt(owner.page, '/login', 'homeowner@demo.test');
  await owner.page.goto(`/projects/${projectId}?tab=estimates`);
  await owner.page.getByRole('button', { name: /^Estimate \d+, version 1/ }).click();
  const name = estimateId === undefined ? /Estimate #\d+/ : `Estimate #${estimateId}`;
  return { owner, sent: owner.page.getByRole('article', { name }) };
}

/** The pro drafts version 1 of the shared project's bathroom, open book with a 20% deposit, and sends it. */
async function draftAndSend(page: Page, projectId: number) {
  await page.goto(`/pro/projects/${projectId}?tab=estimates`);
  await page.getByRole('button', { name: 'Draft an estimate' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Draft an estimate' });
  await dialog
    .getByLabel('Room')
    .selectOption({ label: 'Hall bath' })
    .catch(() => undefined);
  await dialog.getByRole('radio', { name: /^Open book/ }).check();
  await dialog.getByLabel('Deposit as').selectOption({ label: 'Percent of the total' });
  await dialog.getByLabel('Deposit (%)').fill('20');
  await dialog.getByRole('button', { name: 'Draft the estimate' }).click();
  await toast(page, 'The estimate is drafted.').waitFor();
  const drafted = page.getByRole('article', { name: /Estimate #\d+/ });
  await drafted.getByRole('button', { name: 'Send v1 to the homeowner' }).click();
  await toast(page, 'The estimate is sent.').waitFor();
}

/** The homeowner approves version 1 through the API (the second journey does it in the browser): its order. */
export async function approveByApi(token: string, projectId: number, estimateId: number) {
  const res = await fetch(`${baseUrl()}/api/project/${projectId}/estimates/${estimateId}/approve`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': `e2e-approve-${estimateId}-${Date.now()}`,
    },
    body: JSON.stringify({
      version: 1,
      signature: 'Hannah Homeowner',
      payment: {
        card_number: '4242 4242 4242 4242',
        name_on_Card: 'Hannah Homeowner',
        exp_date: '12/34',
        cvv: '123',
      },
    }),
  });
  const json = (await res.json()) as { data: { order: { id: number; number: string } } };
  expect(res.status, JSON.stringify(json)).toBe(201);
  return json.data.order;
}

/** Swaps in the dearest product the swap panel offers for the floor that may be used here: its name. */
export async function useDearestFloor(page: Page): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Surfaces and fixtures' })
    .getByRole('button', { name: /^Floor / })
    .click({ timeout: 60_000 });
  const options = page.getByRole('list', { name: 'Products for Floor' });
  await options.waitFor({ timeout: 30_000 });
  let best: { cents: number; label: string; name: string } | null = null;
  for (const item of await options.getByRole('listitem').all()) {
    const use = item.getByRole('button', { name: /^Use / });
    if ((await use.count()) === 0 || !(await use.isEnabled())) continue;
    const text = await item.innerText();
    const price = text.match(/\$([\d,]+\.\d\d)/)?.[1];
    const label = (await use.getAttribute('aria-label')) ?? '';
    if (price && (!best || cents(price) > best.cents))
      best = { cents: cents(price), label, name: text.split('\n')[0]!.trim() };
  }
  expect(best, 'a floor product to swap in').not.toBeNull();
  const use = options.getByRole('button', { name: best!.label, exact: true });
  await use.click();
  // Once in use, its button says so.
  await expect.poll(() => use.innerText()).toBe('In use');
  return best!.name;
}

/**
 * A new shared project whose bathroom the pro (signed in on a page of `browser`) drafted, open book with a
 * 20% deposit, and sent: the project, the pro's page, the homeowner's token and the estimate's id.
 */
export async function sentEstimate(browser: Browser, label: string) {
  const projectId = await sharedProject(`${label} ${String(Date.now()).slice(-6)}`);
  const pro = await newPage(browser);
  pro.page.setDefaultTimeout(30_000);
  await signInAt(pro.page, '/pro/login', 'contractor@demo.test');
  await pro.page.waitForURL('**/pro');
  await draftAndSend(pro.page, projectId);
  const token = await login('homeowner@demo.test');
  const list = await call<{ id: number }[]>('GET', `/api/project/${projectId}/estimates`, { token });
  expect(list.data).toHaveLength(1);
  return { projectId, pro, token, estimateId: list.data[0]!.id };
}
