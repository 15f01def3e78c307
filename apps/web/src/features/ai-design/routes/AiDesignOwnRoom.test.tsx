import type { ProjectCard } from '@app/domain/projects/overview';
import type { OwnRoom } from '@app/domain/projects/own-room';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readDraft } from '../../../lib/design-draft.ts';
import { STORAGE_KEYS, setAuthToken, writeStored } from '../../../lib/storage.ts';
import { AI_TOKEN, aiCreditsOf, aiUserOf } from '../../../testing/ai-fixtures.ts';
import { DEMO_SHOWROOM } from '../../../testing/catalog-fixtures.ts';
import { type FakeReply, fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import { OWN_BATH, ownRoomGeneration } from '../testing/generation-fixtures.ts';
import AiDesignPage from './AiDesignPage.tsx';

/** jsdom has no WebGL: the 3-D view stands in for the visualizer's canvas. */
vi.mock('../../../visualizer/scene/RoomCanvas.tsx', () => ({
  default: () => <div data-testid="room-canvas" />,
}));

const card = (over: Partial<ProjectCard>): ProjectCard => ({
  id: 5,
  name: 'Our house',
  role: 'owner',
  owner_name: 'Ann Lee',
  showroom: { user_id: 3, company_name: 'Demo Showroom', vsd_id: 'DEMO2026' },
  rooms: 0,
  checklist: { total: 0, to_decide: 0, chosen: 0, ordered: 0, installed: 0 },
  created_at: '2026-11-20T09:00:00.000Z',
  last_activity_at: '2026-11-20T09:00:00.000Z',
  shared_with_pro_at: null,
  ...over,
});
const page = (cards: ProjectCard[]) =>
  ok({
    data: cards,
    total: cards.length,
    per_page: 10,
    current_page: 1,
    last_page: 1,
    path: '/api/project',
    links: [],
  });

const keptRoom = (id: number, projectId: number, name: string): OwnRoom => ({
  id,
  project_id: projectId,
  name,
  kind: OWN_BATH.kind,
  ...OWN_BATH.measures,
  openings: OWN_BATH.measures.openings.map((o) => ({ ...o, sill_in: o.sill_in ?? 0 })),
  floor_sqft: 40,
  floorplan: `project-room-${id}`,
  created_at: '2026-11-30T10:00:00.000Z',
});

/** /design-ai?generation=41 of the homeowner's own bathroom, with an AI session; `shop` signs in to the shop. */
function open(routes: Record<string, FakeReply | (() => FakeReply)>, { shop = true } = {}) {
  writeStored(STORAGE_KEYS.AIauthToken, AI_TOKEN);
  writeStored(STORAGE_KEYS.my_item, DEMO_SHOWROOM);
  if (shop) setAuthToken(TOKEN);
  const api = fakeApi({
    'GET /api/AI/get_user': ok({ user: aiUserOf() }),
    'POST /api/AI/get_credits': ok(aiCreditsOf()),
    'GET /api/AI/generations': ok({ generations: [ownRoomGeneration()] }),
    'GET /api/AI/generations/41': ok({ generation: ownRoomGeneration() }),
    'GET /api/authuser': ok(authUser()),
    ...routes,
  });
  const ui = renderPage(AiDesignPage, { route: '/design-ai', url: '/design-ai?generation=41' });
  return { api, ui };
}

const coastalCard = async () =>
  within(await screen.findByRole('list', { name: 'Designs' }, { timeout: 5000 })).getAllByRole('article')[1]!;

/** The shop calls made, in order, as "METHOD /path". */
const shopCalls = (api: ReturnType<typeof fakeApi>) =>
  api.requests.map((r) => `${r.method} ${r.path}`).filter((k) => /\/api\/(project|projectCart)\b/.test(k));

describe('Open in 3-D room for a design of the homeowner’s own room (issue 26 point 3)', () => {
  it('signed out of the shop: asks to sign in, and comes back to the same design', async () => {
    const { api } = open({}, { shop: false });
    const coastal = await coastalCard();
    const link = within(coastal).getByRole('link', {
      name: 'Sign in to your shop account to open this room',
    });
    expect(link.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/design-ai?generation=41&design=1')}`,
    );
    expect(within(coastal).queryByRole('button', { name: 'Open in 3-D room' })).toBeNull();
    expect(shopCalls(api)).toEqual([]);
  });

  it('signed in: a new project for the showroom, the room kept in it, then the room opened as that project room', async () => {
    const { api, ui } = open({
      'GET /api/project': page([
        card({ id: 8, showroom: { user_id: 4, company_name: 'Other', vsd_id: 'OTHER001' } }),
      ]),
      'POST /api/projectCart': ok({ project_id: 9, id: 9 }),
      'POST /api/project/9/rooms': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Your room is saved.',
          data: keptRoom(77, 9, 'AI design · Calm Coastal bath'),
        },
      }),
    });
    const coastal = await coastalCard();
    await waitFor(() =>
      expect(within(coastal).getByRole('button', { name: 'Open in 3-D room' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    await ui.user.click(within(coastal).getByRole('button', { name: 'Open in 3-D room' }));
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/visualize?floorplan=project-room-77&floorTemplate=bathroom-coastal-light',
    );
    expect(shopCalls(api)).toEqual([
      'GET /api/project',
      'POST /api/projectCart',
      'POST /api/project/9/rooms',
    ]);
    expect([
      api.calls('POST /api/projectCart')[0]!.body,
      api.calls('POST /api/project/9/rooms')[0]!.body,
    ]).toEqual([
      { name: 'Calm Coastal bath', vsd_id: 'DEMO2026', is_cart: false },
      { name: 'AI design · Calm Coastal bath', kind: 'bathroom', ...OWN_BATH.measures },
    ]);
    const draft = readDraft();
    expect(draft).toMatchObject({
      floorplan: 'project-room-77',
      floorTemplate: 'bathroom-coastal-light',
      name: 'Calm Coastal bath',
      designId: null,
      dirty: true,
    });
    expect(draft?.document).toEqual(ownRoomGeneration().designs[1]!.document);
    // The visualizer saves the design into that project.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.my_item)!).project).toBe(9);
  });

  it('reuses the room of that name and measures already kept in a project of the showroom', async () => {
    const { api, ui } = open({
      'GET /api/project': page([card({ id: 5 })]),
      'GET /api/project/5/rooms': ok({ rooms: [keptRoom(61, 5, 'AI design · Calm Coastal bath')] }),
    });
    await ui.user.click(within(await coastalCard()).getByRole('button', { name: 'Open in 3-D room' }));
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/visualize?floorplan=project-room-61&floorTemplate=bathroom-coastal-light',
    );
    expect(shopCalls(api)).toEqual(['GET /api/project', 'GET /api/project/5/rooms']);
  });

  it('a room the server refuses is said beside the button, and nothing opens', async () => {
    const { ui } = open({
      'GET /api/project': page([card({ id: 5 })]),
      'GET /api/project/5/rooms': ok({ rooms: [] }),
      'POST /api/project/5/rooms': invalid({ openings: ['A room takes at most 16 doors and windows.'] }),
    });
    const coastal = await coastalCard();
    await ui.user.click(within(coastal).getByRole('button', { name: 'Open in 3-D room' }));
    expect((await within(coastal).findByRole('alert')).textContent).toBe(
      'A room takes at most 16 doors and windows.',
    );
    expect(
      within(coastal).getByRole('button', { name: 'Open in 3-D room' }).getAttribute('aria-describedby'),
    ).toBe('design-1-open-note');
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(ui.router.state.location.pathname).toBe('/design-ai');
    expect(readDraft()).toBeNull();
  });

  it('a pro signed in to the shop is told rooms are kept on a homeowner’s account', async () => {
    const { api } = open({ 'GET /api/authuser': ok(authUser({ type: 'Contractor' })) });
    const coastal = await coastalCard();
    expect(
      await within(coastal).findByText('Rooms of your own measures are kept on a homeowner’s shop account.'),
    ).toBeTruthy();
    expect(within(coastal).getByRole('button', { name: 'Open in 3-D room' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(shopCalls(api)).toEqual([]);
  });
});
