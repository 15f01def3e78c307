import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { toast } from './support/forms.ts';
import { designInProject, signInAt } from './support/projects.ts';

/**
 * Issue 24: a homeowner and their pro on one project. The homeowner starts a project from a saved design,
 * adds the room's takeoff to the project checklist in one step and shares the project with the showroom's
 * contractor; the pro, in a browser of their own, finds it on /pro/projects and opens it: the same page, with
 * the checklist the homeowner made. Then they talk in the project's chat: the pro's answer, with a photo, shows
 * on the homeowner's page as it is, without a reload.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ webgl: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A PNG photo drawn by the browser's canvas (no binary fixtures, no image library on this side). */
async function pngOf(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#d6c3a5';
      g.fillRect(0, 0, w, h);
      g.fillStyle = '#334155';
      g.fillRect(w / 4, h / 3, w / 2, h / 3);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      let text = '';
      for (const b of bytes) text += String.fromCharCode(b);
      return btoa(text);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

describe('a project run by a homeowner and their pro', () => {
  it('starts from a design, takes the takeoff onto the checklist, is shared; the pro opens it from the portal', async () => {
    const stamp = String(Date.now()).slice(-6);
    const room = `Hall bath ${stamp}`;
    const projectName = `Bath remodel ${stamp}`;
    await designInProject(room, room);

    // The homeowner: a new project from the saved design.
    const { page } = await newPage(browser);
    page.setDefaultTimeout(30_000);
    await signInAt(page, '/login', 'homeowner@demo.test');
    await page.goto('/projects');
    await page.getByRole('button', { name: 'New project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel(/^Project name/).fill(projectName);
    await dialog.getByLabel('Start with').selectOption({ label: `From my design “${room}”` });
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/projects\/\d+$/);
    const projectPath = new URL(page.url()).pathname;
    await toast(page, 'Project created successfully.').waitFor();
    await page.getByRole('heading', { name: projectName }).waitFor();
    const rooms = page.getByRole('list', { name: 'Rooms' });
    await rooms.getByRole('heading', { name: room }).waitFor();

    // Its room in 3-D, then the room's priced takeoff onto the project checklist in one step.
    await rooms.getByRole('link', { name: 'Open in 3-D' }).click();
    await page.locator('[data-drawn]').waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: 'View checklist' }).click();
    const materials = page.getByRole('region', { name: 'Materials' });
    await materials.waitFor({ timeout: 60_000 });
    const lines = await materials.locator(':scope > ul > li').count();
    await page.getByRole('button', { name: 'Add to project checklist' }).click();
    await page.waitForURL(`**${projectPath}?tab=checklist`);
    await toast(page, 'Checklist created.').waitFor();
    const table = page.getByRole('table', { name: 'Checklist items' });
    await table.waitFor();
    expect(await table.locator('tbody > tr').count()).toBeGreaterThanOrEqual(lines);
    expect(await table.getByRole('link', { name: 'See the product' }).count()).toBeGreaterThanOrEqual(lines);
    await screenshot(page, 'project-checklist-from-takeoff');

    // Shared with the showroom's contractor: the answer is the toast, the page says it is shared.
    await page.getByRole('button', { name: 'Share with contractor' }).click();
    await toast(page, 'Project shared with your contractor.').waitFor();
    await page
      .getByText(/^Shared \d\d\.\d\d\.\d{4}$/)
      .first()
      .waitFor();

    // The pro, in a browser of their own: the portal's Projects, then the project itself.
    const pro = await newPage(browser);
    pro.page.setDefaultTimeout(30_000);
    await signInAt(pro.page, '/pro/login', 'contractor@demo.test');
    await pro.page.waitForURL('**/pro');
    await pro.page
      .getByRole('navigation', { name: 'Pro portal' })
      .getByRole('link', { name: 'Projects' })
      .click();
    await pro.page.waitForURL('**/pro/projects');
    const card = pro.page
      .getByRole('list', { name: 'Projects' })
      .getByRole('listitem')
      .filter({ hasText: projectName });
    await card.getByText('Client: Hannah Homeowner').waitFor();
    await screenshot(pro.page, 'pro-projects');
    await card.getByRole('link', { name: projectName }).click();
    await pro.page.waitForURL(/\/pro\/projects\/\d+$/);
    expect(new URL(pro.page.url()).pathname).toBe(`/pro${projectPath}`);
    await pro.page.getByText('You are the contractor').waitFor();
    await pro.page.getByRole('tab', { name: /Checklist/ }).click();
    const theirs = pro.page.getByRole('table', { name: 'Checklist items' });
    await theirs.waitFor();
    expect(await theirs.locator('tbody > tr').count()).toBe(await table.locator('tbody > tr').count());
    await screenshot(pro.page, 'pro-project-checklist');

    // The chat: the homeowner asks; the pro answers with a photo of the space; the homeowner's page, never
    // reloaded, shows the answer and the photo's preview, and the pro sees it was read.
    await page.getByRole('tab', { name: /^Chat/ }).click();
    const ownerLog = page.getByRole('log', { name: 'Messages' });
    await ownerLog.waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    const ownerBox = page.getByRole('combobox', { name: 'Message' });
    await ownerBox.fill('Can we keep the plumbing where it is?');
    await ownerBox.press('Enter');
    await ownerLog.getByText('Can we keep the plumbing where it is?').waitFor();

    await pro.page.getByRole('tab', { name: /^Chat/ }).click();
    const proLog = pro.page.getByRole('log', { name: 'Messages' });
    await proLog.getByText('Can we keep the plumbing where it is?').waitFor();
    await pro.page.getByTestId('chat-files').setInputFiles({
      name: 'vanity-wall.png',
      mimeType: 'image/png',
      buffer: await pngOf(pro.page, 640, 480),
    });
    await pro.page.getByRole('list', { name: 'Attached files' }).getByText('vanity-wall.png').waitFor();
    const proBox = pro.page.getByRole('combobox', { name: 'Message' });
    await proBox.fill('Yes, the plumbing stays. Here is the vanity wall.');
    await proBox.press('Enter');

    const answer = ownerLog.getByRole('listitem').filter({ hasText: 'Yes, the plumbing stays.' });
    await answer.waitFor();
    const preview = answer.getByRole('img', { name: /^vanity-wall/ });
    await preview.waitFor();
    expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
    await proLog.getByText('Seen by Hannah').waitFor();
    await screenshot(page, 'project-chat-homeowner');
    await screenshot(pro.page, 'project-chat-pro');
    await pro.context.close();

    // A photo of the space on a checklist item: uploaded in Photos, picked in the item's dialog, shown in
    // the table as a thumbnail.
    await page.getByRole('tab', { name: 'Photos' }).click();
    const photosPanel = page.getByRole('tabpanel', { name: 'Photos' });
    await photosPanel.locator('input[type="file"]').setInputFiles({
      name: 'floor-today.png',
      mimeType: 'image/png',
      buffer: await pngOf(page, 800, 600),
    });
    await photosPanel.getByLabel('Caption (optional)').fill('The floor today');
    await photosPanel.getByRole('button', { name: 'Upload photo' }).click();
    await page.getByRole('button', { name: 'Open photo: The floor today' }).waitFor();
    await page.getByRole('tab', { name: /Checklist/ }).click();
    const first = table.locator('tbody > tr').first();
    const item = (await first.locator('td').first().locator('span.font-semibold').innerText()).trim();
    await first.getByRole('button', { name: `Edit ${item}` }).click();
    const editing = page.getByRole('dialog', { name: `Edit “${item}”` });
    await editing.getByRole('radio', { name: 'The floor today' }).check();
    await screenshot(page, 'project-checklist-item-photo');
    await editing.getByRole('button', { name: 'Save item' }).click();
    await toast(page, 'Checklist updated.').waitFor();
    const thumbnail = first.getByRole('button', { name: `Open the photo of ${item}` }).locator('img');
    await thumbnail.waitFor();
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
    await screenshot(page, 'project-checklist-with-photo');

    // On a phone the tabs scroll sideways; the one a link opens is in sight, selected.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${projectPath}?tab=activity`);
    const selected = page.getByRole('tab', { name: 'Activity', selected: true });
    await selected.waitFor();
    const box = (await selected.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }, 300_000);
});
