import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A render module as the web build writes it (WEB_DIST/server/render-page.js), standing in for the app's:
 * draws /shop/{name} with the app name the in-process API answers and how many pages it has drawn, a 404 for
 * /shop/missing, sends /go/* to the app (a redirect); /nowhere is unknown; other paths are the app's.
 */
const RENDER_MODULE = `
let drawn = 0;
export const pageKind = (pathname) =>
  pathname.startsWith('/shop/') || pathname.startsWith('/go/') ? 'drawn' : pathname === '/nowhere' ? 'unknown' : 'app';
export async function renderPage(page, api) {
  const url = new URL(page.url, page.origin);
  if (url.pathname.startsWith('/go/')) return { redirect: '/login', status: 302 };
  const settings = await (await api('/api/setting', { method: 'GET', headers: { accept: 'application/json' } })).json();
  const name = url.pathname.slice(6);
  drawn += 1;
  return {
    status: name === 'missing' ? 404 : 200,
    head: '<title>Drawn ' + url.pathname + '</title><link rel="canonical" href="' + page.origin + url.pathname + '">',
    body: '<h1>' + settings.data.app_name + ' sells ' + name + '</h1><p>draw ' + drawn + ' for ' + (page.showroomCookie ?? 'no showroom') + (page.mayHaveCart ? ', a cart maybe' : ', no cart') + '</p>' + '<p>$100.00</p>'.repeat(100),
    state: '{"queries":[]}',
  };
}
`;

/** A web build folder with the app's shell, the page frame and the render module above. */
export function fakeWebBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(dist, 'page.html'),
    '<!doctype html><head><title>Frame</title><!--page-head--></head><div id="root" inert><!--page-body--></div><!--page-state-->',
  );
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'render-page.js'), RENDER_MODULE);
  return dist;
}
