import { AI_REQUEST_MESSAGES } from '@app/domain/ai-design/request';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, VISUALIZER_KEYS, writeStored } from '../../../lib/storage.ts';
import { AI_TOKEN, aiCreditsOf, aiUserOf } from '../../../testing/ai-fixtures.ts';
import { DEMO_SHOWROOM, product, searchResult } from '../../../testing/catalog-fixtures.ts';
import { type FakeReply, fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { HALL_BATH, runningGeneration } from '../testing/generation-fixtures.ts';
import AiDesignPage from './AiDesignPage.tsx';

const ANSWERS = { feel: 'cozy', material: 'wood', colour: 'warm', detail: 'some' };

const queued = (): FakeReply => ({
  status: 202,
  body: { success: true, data: { generation: runningGeneration(0) } },
});

/** /design-ai with an AI session (40 coins, a design costs 10) in DEMO2026; `generations` answers the POST. */
function open({
  post = queued,
  answers = ANSWERS as Record<string, string> | null,
  credits = aiCreditsOf(),
} = {}) {
  writeStored(STORAGE_KEYS.AIauthToken, AI_TOKEN);
  writeStored(STORAGE_KEYS.my_item, DEMO_SHOWROOM);
  if (answers) writeStored(VISUALIZER_KEYS.style_profile, answers);
  const api = fakeApi({
    'GET /api/AI/get_user': ok({ user: aiUserOf() }),
    'POST /api/AI/get_credits': ok(credits),
    'GET /api/AI/generations': ok({ generations: [] }),
    'POST /api/AI/generations': () => post(),
    'GET /api/AI/generations/41': ok({ generation: runningGeneration(40) }),
    'GET /api/search': ok({
      ...searchResult(0),
      data: [product(3, { hash: 'oakhash', name: 'Heritage Oak Porcelain' })],
      total: 1,
    }),
  });
  const ui = renderPage(AiDesignPage, { route: '/design-ai' });
  return { api, ui, posts: () => api.calls('POST /api/AI/generations') };
}

async function chooseHallBath(user: ReturnType<typeof open>['ui']['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Bathroom' }));
  await user.click(screen.getByRole('radio', { name: /^Hall bath 8 × 5 ft/ }));
}

describe('/design-ai (issue 26 point 3)', () => {
  it('without an AI session: what it does, sign up and sign in', async () => {
    fakeApi({});
    renderPage(AiDesignPage, { route: '/design-ai' });
    expect(await screen.findByRole('heading', { level: 1, name: /products you can buy/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe('/design-ai/singup');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/design-ai/login');
    expect(screen.getByText(/start with free coins/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Priced exactly' })).toBeTruthy();
  });

  it('checks the request by the domain’s rules before anything is sent', async () => {
    const { ui, posts } = open({ answers: null });
    await ui.user.click(await screen.findByRole('button', { name: 'Design 3 rooms' }));
    expect(screen.getByText(/6 answers need a look/)).toBeTruthy();
    expect(screen.getByText(AI_REQUEST_MESSAGES.plan)).toBeTruthy();
    expect(screen.getByText(AI_REQUEST_MESSAGES.budget)).toBeTruthy();
    expect(screen.getByText('Please choose one of the answers.')).toBeTruthy();
    // An own room too small, on its field.
    await ui.user.click(screen.getByRole('radio', { name: 'My own room' }));
    const width = screen.getByRole('group', { name: 'Width' });
    await ui.user.clear(within(width).getByRole('textbox', { name: 'Width, feet' }));
    await ui.user.type(within(width).getByRole('textbox', { name: 'Width, feet' }), '2');
    await ui.user.click(screen.getByRole('button', { name: 'Design 3 rooms' }));
    expect(within(width).getByText('The width must be at least 3′ (36 in).')).toBeTruthy();
    await ui.user.type(screen.getByRole('textbox', { name: /Budget for materials/ }), '120');
    await ui.user.click(screen.getByRole('button', { name: 'Design 3 rooms' }));
    expect(screen.getByText(AI_REQUEST_MESSAGES.budget)).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('sends the body of the contract (style from the saved profile), then follows the generation', async () => {
    const { ui, posts } = open();
    await chooseHallBath(ui.user);
    const summary = await screen.findByRole('complementary', { name: 'Your three designs' });
    expect(within(summary).getByText('Farmhouse, warm palette')).toBeTruthy();
    expect(within(summary).getByText('Hall bath 8 × 5 ft')).toBeTruthy();
    await ui.user.type(screen.getByRole('textbox', { name: /Budget for materials/ }), '$8,000.50');
    await ui.user.type(screen.getByRole('searchbox', { name: 'Must keep (optional)' }), 'oak');
    await ui.user.click(await screen.findByRole('button', { name: /Heritage Oak Porcelain/ }));
    const kept = screen.getByRole('list', { name: 'Must keep (optional)' });
    expect(within(kept).getByText('Heritage Oak Porcelain')).toBeTruthy();
    expect(screen.getByText('10 coins')).toBeTruthy();
    expect(screen.getByTestId('ai-balance').textContent).toBe('40 coins');

    await ui.user.click(screen.getByRole('button', { name: 'Design 3 rooms' }));
    const bar = await screen.findByRole('progressbar', { name: 'Design progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(ui.router.state.location.search).toBe('?generation=41');
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toEqual({
      room: { plan: HALL_BATH },
      style_answers: ANSWERS,
      budget_cents: 800_050,
      showroom: 'DEMO2026',
      keep: ['oakhash'],
      avoid: [],
      picture: false,
    });
    expect(posts()[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('Choosing products that fit your room and suit your style…')).toBeTruthy();
  });

  it('sends an own room as its kind and measures in inches, and shows the server’s 422 on its field', async () => {
    const { ui, posts } = open({
      post: () => invalid({ 'room.measures.length_in': ['The length is too long for a bathroom.'] }),
    });
    await ui.user.click(await screen.findByRole('radio', { name: 'My own room' }));
    await ui.user.type(screen.getByRole('textbox', { name: /Budget for materials/ }), '9000');
    await ui.user.click(screen.getByRole('button', { name: 'Design 3 rooms' }));
    expect(await screen.findByText('The length is too long for a bathroom.')).toBeTruthy();
    expect(posts()[0]!.body).toMatchObject({
      room: {
        kind: 'bathroom',
        measures: {
          width_in: 144,
          length_in: 120,
          height_in: 96,
          openings: [{ wall: 's', kind: 'door', offset_in: 12, width_in: 32, height_in: 80, sill_in: 0 }],
        },
      },
      budget_cents: 900_000,
    });
  });

  it('short of coins (402): says so and opens the buy-coins dialog', async () => {
    const { ui } = open({
      post: () => ({ status: 402, body: { message: 'You need 10 coins; you have 4.' } }),
    });
    await chooseHallBath(ui.user);
    await ui.user.type(screen.getByRole('textbox', { name: /Budget for materials/ }), '8000');
    await ui.user.click(screen.getByRole('button', { name: 'Design 3 rooms' }));
    // The dialog's code loads on first use: allow for a cold import on a busy machine.
    expect(await screen.findByRole('dialog', { name: 'Buy coins' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('You need 10 coins; you have 4.')).toBeTruthy();
    expect(ui.router.state.location.search).toBe('');
  });

  it('a balance under the cost offers Buy coins instead of designing', async () => {
    const { ui, posts } = open({ credits: aiCreditsOf({ balance: 4 }) });
    expect(await screen.findByText('You need 6 more coins for three designs.')).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: 'Buy coins' }));
    expect(await screen.findByRole('dialog', { name: 'Buy coins' })).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });
});
