import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { call, login } from './api.ts';
import { appReady } from './browser.ts';
import { DEMO_PASSWORD, signIn } from './forms.ts';

const PLAN = 'bathroom-hall-2438x1524';
const TEMPLATE = 'bathroom-modern-light';

/**
 * A saved bathroom design of the demo homeowner's, in a new project of the DEMO2026 showroom (as the
 * visualizer saves one): the project's and the design's ids.
 */
export async function designInProject(projectName: string, designName: string) {
  const token = await login('homeowner@demo.test');
  const start = await call<{ document: unknown }>(
    'GET',
    `/api/visualization/design?floorplan=${PLAN}&floorTemplate=${TEMPLATE}`,
  );
  const project = await call<{ project_id: number }>('POST', '/api/projectCart', {
    token,
    body: { name: projectName, vsd_id: 'DEMO2026', is_3d: true, is_cart: false },
  });
  const projectId = project.data.project_id;
  const design = await call<{ id: number }>('POST', '/api/designs', {
    token,
    body: {
      name: designName,
      floorplan: PLAN,
      floorTemplate: TEMPLATE,
      project: projectId,
      document: start.data.document,
    },
  });
  expect(design.status).toBe(201);
  return { token, projectId, designId: design.data.id };
}

/** Signs in through the sign-in page once it is the app's. */
export async function signInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await appReady(page);
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}
