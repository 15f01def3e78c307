import { ownRoomBody } from '@app/domain/projects/own-room';
import { ownRoomPlan } from '@app/domain/projects/own-room-plan';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import { loadPlanSteps } from '../step-chunks.ts';
import { selectShowroom } from '../testing/fixtures.ts';
import VisualizePage from './VisualizePage.tsx';

const PLAN_ID = 'project-room-7';
const plan = ownRoomPlan(
  7,
  ownRoomBody.parse({ name: 'Our kitchen', kind: 'kitchen', width_in: 144, length_in: 120, height_in: 96 }),
);
const open = () => renderPage(VisualizePage, { route: '/visualize', url: `/visualize?floorplan=${PLAN_ID}` });

beforeAll(async () => {
  await loadPlanSteps();
});
beforeEach(() => {
  selectShowroom();
  setAuthToken(TOKEN);
});

describe('/visualize?floorplan=project-room-{id}: a room measured in a project (issue 24 point 6)', () => {
  it('is asked of the server and offered the templates of its kind, like a plan of ours', async () => {
    const api = fakeApi({ 'GET /api/authuser': ok(authUser()), 'GET /api/visualization/plan': ok(plan) });
    open();
    expect(
      await screen.findByRole('heading', { name: '2. Choose a template' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(/For your kitchen: Our kitchen · 12′ × 10′\./)).toBeTruthy();
    const links = within(screen.getByRole('list', { name: 'Templates' })).getAllByRole('link');
    expect(links).toHaveLength(30);
    expect(links[0]!.getAttribute('href')).toMatch(
      /^\/visualize\?floorplan=project-room-7&floorTemplate=kitchen-/,
    );
    expect(api.calls('GET /api/visualization/plan')[0]!.query.get('floorplan')).toBe(PLAN_ID);
  });

  it('says so when the room cannot be opened, and offers our plans instead', async () => {
    fakeApi({ 'GET /api/authuser': ok(authUser()) });
    open();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveProperty(
      'textContent',
      'That room could not be opened: it was removed, or it belongs to a project you are not part of. Choose a floor plan below.',
    );
    expect(screen.getByRole('heading', { name: '1. Choose a floor plan' })).toBeTruthy();
  });
});
