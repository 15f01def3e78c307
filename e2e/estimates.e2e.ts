import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { homeownerReads, sharedProject } from './support/estimates.ts';
import { toast } from './support/forms.ts';
import { signInAt } from './support/projects.ts';

/**
 * Issue 25: the estimate is the design's takeoff. The homeowner's project with a saved bathroom is shared
 * with the showroom's contractor; the pro, in the portal, drafts version 1 from the room in one step
 * (materials at the showroom's prices, labour at the pro's rates) and sends it; the homeowner reads it on the
 * project page, downloads it as a PDF and declines it with a reason the pro then sees.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('an estimate drafted from the room', () => {
  it('the pro drafts v1 from the bathroom and sends it; the homeowner reads it, saves the PDF and declines', async () => {
    const projectId = await sharedProject(`Estimate check ${String(Date.now()).slice(-6)}`);

    const pro = await newPage(browser);
    pro.page.setDefaultTimeout(30_000);
    await signInAt(pro.page, '/pro/login', 'contractor@demo.test');
    await pro.page.waitForURL('**/pro');
    await pro.page.goto(`/pro/projects/${projectId}?tab=estimates`);
    await pro.page.getByRole('button', { name: 'Draft an estimate' }).first().click();
    const dialog = pro.page.getByRole('dialog', { name: 'Draft an estimate' });
    await dialog
      .getByLabel('Room')
      .selectOption({ label: 'Hall bath' })
      .catch(() => undefined);
    await dialog.getByRole('button', { name: 'Draft the estimate' }).click();
    await toast(pro.page, 'The estimate is drafted.').waitFor();
    const drafted = pro.page.getByRole('article', { name: /Estimate #\d+/ });
    await drafted.waitFor();
    // Materials priced at the showroom and labour at the pro's rates, with their cost and markup.
    expect(await drafted.getByRole('columnheader', { name: 'Unit cost' }).count()).toBeGreaterThan(0);
    await drafted
      .getByText(/installation/i)
      .first()
      .waitFor();
    const total = (await drafted.getByLabel('Totals').innerText()).match(/Total\s+(\$[\d,]+\.\d\d)/)?.[1];
    expect(total).toBeTruthy();
    await screenshot(pro.page, 'estimate-pro-draft');
    await drafted.getByRole('button', { name: 'Send v1 to the homeowner' }).click();
    await toast(pro.page, 'The estimate is sent.').waitFor();

    const { owner, sent } = await homeownerReads(browser, projectId);
    await sent.getByLabel('Totals').getByText(total!).waitFor();
    await screenshot(owner.page, 'estimate-homeowner');
    const download = owner.page.waitForEvent('download');
    await sent.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^estimate-\d+-v1\.pdf$/);
    const bytes = await (await pdf.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

    await sent.getByRole('button', { name: 'Decline' }).click();
    const why = owner.page.getByRole('dialog', { name: /Decline/ });
    await why.getByRole('textbox').fill('Over our budget; can we keep the old tub?');
    await why.getByRole('button', { name: /Decline/ }).click();
    await toast(owner.page, 'The estimate is declined.').waitFor();

    await pro.page.reload();
    await pro.page.getByRole('button', { name: /^Estimate \d+, version 1/ }).click();
    await pro.page.getByText('Over our budget; can we keep the old tub?', { exact: false }).waitFor();
    await screenshot(pro.page, 'estimate-pro-declined');
    await pro.context.close();
    await owner.context.close();
  }, 240_000);
});
