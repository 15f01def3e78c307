import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/**
 * Debian's Chromium, with the flags this closed network needs (no background connections). `webgl`: WebGL2
 * drawn in software by SwiftShader through ANGLE (this machine has no GPU), for the 3-D room.
 */
export async function launchBrowser(opts: { webgl?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    args: [
      '--no-sandbox',
      ...(opts.webgl ? ['--enable-unsafe-swiftshader', '--use-angle=swiftshader'] : ['--disable-gpu']),
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context: BrowserContext = await browser.newContext({ baseURL: baseUrl(), viewport });
  context.setDefaultTimeout(10_000);
  // The footer's lead pop-up would slide up by itself after 15 s over a long journey; mark it as seen
  // (apps/web features/leads/lead-popup-seen.ts). e2e/lead-popup.e2e.ts opens it itself.
  await context.addInitScript(() => window.localStorage.setItem('lead_popup_seen', '1'));
  const page = await context.newPage();
  return { context, page };
}

const shotsDir = join(import.meta.dirname, '..', 'screenshots');
/**
 * Screenshots land in e2e/screenshots (git-ignored) for a person to look at: the whole page, or with
 * `fullPage: false` the viewport only (a dialog as the screen shows it, its footer where the user sees it).
 */
export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}) {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: opts.fullPage ?? true });
}

/**
 * Waits until a page the server drew is the app's (`#root[data-hydrated]`). A first visit with nothing stored
 * runs no app code until the visitor reaches for the page (apps/web/build-plugins/page-boot.ts): a key press
 * that does nothing (Shift) is that reach.
 */
export async function appReady(page: Page) {
  await page.locator('#root').waitFor({ state: 'attached' });
  await page.keyboard.press('Shift');
  await page.waitForSelector('#root[data-hydrated]', { timeout: 20_000 });
}
