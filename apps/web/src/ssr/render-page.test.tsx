import { findByRole, waitFor } from '@testing-library/react';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydratePage } from '../app/hydrate-page.tsx';
import { createAppRouter } from '../app/router.tsx';
import type { PageState } from '../lib/page-state.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { fakeApi, ok } from '../testing/fake-api.ts';
import { authUser, TOKEN } from '../testing/users.ts';
import { renderPage } from './render-page.tsx';

/** The home page as the server draws it (render-page.tsx) for a first-time visitor, no showroom cookie. */
async function drawHome() {
  const page = await renderPage({ url: '/', origin: 'http://localhost', showroomCookie: null }, (url, init) =>
    fetch(url, init),
  );
  if (!('body' in page)) throw new Error('the home page was not drawn');
  return { markup: page.body, state: JSON.parse(page.state) as PageState, page };
}

/**
 * page.html's markup (build-plugins/server-render.ts) is what the browser paints first; main.tsx then
 * hydrates it. A mismatch makes React throw the painted page away and draw it again, so these tests hold
 * the two renders to the same page for a first-time visitor.
 */
/**
 * The props that React dev reports differing between the painted markup and the first client render. jsdom
 * does not turn a video's `muted` attribute into its property as browsers do, so that one is left out.
 */
function attributeMismatches(args: unknown[]): string[] {
  if (!String(args[0]).includes("didn't match the client properties")) return [String(args[0])];
  const diff = args.map(String).join('\n');
  return [...diff.matchAll(/^\s*[+-]\s+(\w+)=/gm)].map((m) => m[1]).filter((prop) => prop !== 'muted');
}

/** The user menu and the sections load lazily: on a busy CI machine that takes more than the default second. */
const LOADED = { timeout: 10_000 };

describe('the home page drawn by the server', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;

  beforeEach(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    window.history.replaceState(null, '', '/');
    fakeApi({});
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  async function hydrate({ markup, state }: { markup: string; state: PageState }) {
    container.innerHTML = markup;
    const headline = container.querySelector('h1');
    const recoverable: unknown[] = [];
    vi.spyOn(console, 'warn').mockImplementation((_text, error) => recoverable.push(error));
    await act(async () => {
      root = await hydratePage(container, createAppRouter(), state);
    });
    expect(container.hasAttribute('data-hydrated')).toBe(true);
    return { headline, recoverable };
  }

  it('is the home page: header, hero headline, showroom form and the sections loading, with no script', async () => {
    const { markup, page } = await drawHome();
    container.innerHTML = markup;
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Home | Remodel Marketplace</title>');
    expect(container.querySelector('header a[href="/"]')?.textContent).toContain('Remodel Marketplace');
    expect(container.querySelector('h1')?.textContent).toBe('Save Time, Save Money, Build Smarter!');
    expect(container.querySelector('form[aria-label="Enter showroom ID"] input')).not.toBeNull();
    expect(container.querySelector('#inspired-title')?.textContent).toBe('Inspired Designs');
    expect(markup).not.toMatch(/<script/i);
    // The sections below the first screen are drawn after hydration (BelowFold), not sent.
    expect(markup).not.toContain('Shop by category');
  });

  it('hydrates without a mismatch for a first-time visitor: the painted nodes are kept, not redrawn', async () => {
    const errors = vi.spyOn(console, 'error');
    const { headline, recoverable } = await hydrate(await drawHome());
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls.flatMap(attributeMismatches)).toEqual([]);
    expect(headline).not.toBeNull();
    expect(container.querySelector('h1')).toBe(headline);
    await waitFor(
      () => expect(container.querySelector('#categories-title')?.textContent).toBe('Shop by category'),
      LOADED,
    );
  });

  it('is kept for a signed-in visitor: hydrated as drawn, then the header shows the session', async () => {
    const drawn = await drawHome();
    fakeApi({ 'GET /api/authuser': ok(authUser()) });
    localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
    const { headline, recoverable } = await hydrate(drawn);
    expect(recoverable).toEqual([]);
    expect(container.querySelector('h1')).toBe(headline);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('h1')?.textContent).toBe('Save Time, Save Money, Build Smarter!');
    await waitFor(() => expect(container.querySelector('header a[href="/login"]')).toBeNull(), LOADED);
    const menu = await findByRole(container, 'button', { name: /Ann/ }, LOADED);
    expect(menu.closest('header')).not.toBeNull();
  });

  it('keeps the painted page and drops the pro buttons for a visitor who has chosen a showroom', async () => {
    const drawn = await drawHome();
    container.innerHTML = drawn.markup;
    expect(container.querySelector('main section')?.textContent).toContain('Sign Up as a Pro');
    localStorage.setItem(STORAGE_KEYS.my_item, JSON.stringify({ showroom: 7, vsd_id: 'DEMO2026' }));
    const { headline, recoverable } = await hydrate(drawn);
    expect(recoverable).toEqual([]);
    expect(container.querySelector('h1')).toBe(headline);
    const hero = container.querySelector('main section');
    expect(hero?.textContent).toContain('Shopping in');
    expect(hero?.textContent).not.toContain('Sign Up as a Pro');
  });
});
