import { checklistSchema } from '@app/domain/designs/contract';
import { floorPlanById } from '@app/domain/room/floor-plans';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { product } from '../../../testing/catalog-fixtures.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import ProjectPage from '../routes/ProjectPage.tsx';
import { overviewOf } from '../testing/fixtures.ts';

const PLAN = 'kitchen-galley-3658x2438';
const room = {
  id: 3,
  name: 'Main kitchen',
  floorplan: PLAN,
  floorTemplate: null,
  version: 2,
  version_count: 2,
  updated_at: '2026-11-23T18:00:00Z',
};
const design = {
  id: 3,
  name: 'Main kitchen',
  floorplan: PLAN,
  floorTemplate: null,
  project: 5,
  version: 2,
  created_at: '2026-11-20T18:00:00Z',
  updated_at: '2026-11-23T18:00:00Z',
  document_version: 2,
  document: floorPlanById(PLAN)!.doc,
};
const line = (id: number, name: string, qty: number, cents: number) => ({
  product: product(id, { name }),
  units: qty,
  unit_name: 'Box',
  qty,
  line_total_cents: cents,
  surfaces: [],
  fixtures: [],
  steps: [],
  accessory: false,
});
const takeoff = checklistSchema.parse({
  lines: [line(1, 'Arcadia Oak Plank', 12, 95_880), line(2, 'Linden Pot Filler', 1, 38_620)],
  subtotal_cents: 134_500,
  problems: [],
  unpriced: [],
  textures: {},
});

describe('a room card’s materials at the showroom’s prices (issue 24 point 3)', () => {
  it('the project’s pro sees the room’s takeoff priced in the project’s showroom, line by line', async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({
      'GET /api/authuser': ok(authUser({ id: 30, user_id: 30, type: 'Contractor' })),
      'GET /api/project/5': ok(overviewOf({ role: 'pro', rooms: [room] })),
      'GET /api/designs/3': ok(design),
      'POST /api/visualization/checklist': ok(takeoff),
    });
    const ui = renderPage(ProjectPage, { route: '/pro/projects/:id', url: '/pro/projects/5' });
    const summary = await screen.findByText('Materials $1,345.00 · 2 lines');
    expect(api.calls('POST /api/visualization/checklist')[0].body).toMatchObject({ vsd_id: 'CARL0001' });
    expect(screen.queryByRole('link', { name: 'Open in 3-D' })).toBeNull();
    await ui.user.click(summary);
    const lines = screen.getByRole('list', { name: 'Materials of Main kitchen' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Arcadia Oak Plank12 Box$958.80', 'Linden Pot Filler1 Box$386.20']);
  });
});
