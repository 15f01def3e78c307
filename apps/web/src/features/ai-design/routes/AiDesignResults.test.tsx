import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDraft } from '../../../lib/design-draft.ts';
import { STORAGE_KEYS, writeStored } from '../../../lib/storage.ts';
import { AI_TOKEN, aiCreditsOf, aiUserOf } from '../../../testing/ai-fixtures.ts';
import { DEMO_SHOWROOM, demoShopProfile } from '../../../testing/catalog-fixtures.ts';
import { type FakeReply, fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import type { RoomSceneProps } from '../../../visualizer/scene/types.ts';
import { HALL_BATH, runningGeneration, succeededGeneration } from '../testing/generation-fixtures.ts';
import AiDesignPage from './AiDesignPage.tsx';

/** jsdom has no WebGL: the 3-D view stands in for the visualizer's canvas and keeps what it was handed. */
const canvas = vi.hoisted(() => ({ props: [] as RoomSceneProps[] }));
vi.mock('../../../visualizer/scene/RoomCanvas.tsx', () => ({
  default: function FakeRoomCanvas(props: RoomSceneProps) {
    canvas.props.push(props);
    return <div data-testid="room-canvas" />;
  },
}));
afterEach(() => {
  canvas.props = [];
});

/** /design-ai?generation=41 with an AI session; GET answers `replies` in turn, then the last one. */
function open(replies: FakeReply[], { refine }: { refine?: () => FakeReply } = {}) {
  writeStored(STORAGE_KEYS.AIauthToken, AI_TOKEN);
  writeStored(STORAGE_KEYS.my_item, DEMO_SHOWROOM);
  const api = fakeApi({
    'GET /api/AI/get_user': ok({ user: aiUserOf() }),
    'POST /api/AI/get_credits': ok(aiCreditsOf()),
    'GET /api/AI/generations': ok({ generations: [succeededGeneration()] }),
    'GET /api/AI/generations/41': () => (replies.length > 1 ? replies.shift()! : replies[0]!),
    'GET /api/AI/generations/42': ok({ generation: runningGeneration(10, { id: 42, parent: 41 }) }),
    'POST /api/AI/generations/41/refine':
      refine ??
      (() => ({
        status: 202,
        body: { success: true, data: { generation: runningGeneration(0, { id: 42, parent: 41 }) } },
      })),
    'GET /api/visualization/shop_profile': ok({ profile: demoShopProfile(), category: [] }),
  });
  const ui = renderPage(AiDesignPage, { route: '/design-ai', url: '/design-ai?generation=41' });
  return { api, ui };
}

const done = () => ok({ generation: succeededGeneration() });

describe('/design-ai?generation= (issue 26 points 3-4)', () => {
  it('shows the progress while it runs, then three designs with their reasons', async () => {
    open([ok({ generation: runningGeneration(40) }), done()]);
    const bar = await screen.findByRole('progressbar', { name: 'Design progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('10 coins held')).toBeTruthy();

    const designs = await screen.findByRole('list', { name: 'Designs' }, { timeout: 5000 });
    const cards = within(designs).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Warm Farmhouse bath',
      'Calm Coastal bath',
      'Dark Industrial bath',
    ]);
    const coastal = cards[1]!;
    expect(within(coastal).getByTestId('design-total').textContent).toBe('$5,480.00');
    expect(within(coastal).getByText('$2,520.00 under budget')).toBeTruthy();
    expect(within(coastal).getByText('Coastal · light palette')).toBeTruthy();
    const products = within(coastal).getByRole('list', { name: 'Products in Calm Coastal bath' });
    const [floor, vanity] = Array.from(products.children) as HTMLElement[];
    expect(within(floor!).getByText('Heritage Oak Porcelain 2')).toBeTruthy();
    expect(within(floor!).getByText('$842.50')).toBeTruthy();
    expect(within(floor!).getByText('+6')).toBeTruthy();
    expect(within(floor!).getByText(/Tagged Farmhouse/)).toBeTruthy();
    expect(within(floor!).getByText('Rated for wet floors')).toBeTruthy();
    expect(within(floor!).getByText('+$42.00')).toBeTruthy();
    expect(within(vanity!).getByText('−$18.00')).toBeTruthy();
    // One live 3-D view, of the first design, until another is chosen.
    await waitFor(() => expect(canvas.props.at(-1)?.document.name).toBe('Warm Farmhouse bath'), {
      timeout: 10_000, // the 3-D view's code loads on first use: a cold import on a busy machine
    });
  });

  it('draws the chosen design in the one 3-D view and keeps the choice in the URL', async () => {
    const { ui } = open([done()]);
    await ui.user.click(await screen.findByRole('button', { name: 'View Dark Industrial bath in 3-D' }));
    await waitFor(() => expect(canvas.props.at(-1)?.document.name).toBe('Dark Industrial bath'), {
      timeout: 10_000,
    });
    expect(canvas.props.at(-1)?.style).toBe('Industrial');
    expect(ui.router.state.location.search).toBe('?generation=41&design=2');
    expect(screen.getAllByTestId('room-canvas')).toHaveLength(1);
  });

  it('refines the chosen design: posts its index and the words, then follows the new generation', async () => {
    const { ui, api } = open([done()]);
    await ui.user.click(await screen.findByRole('button', { name: 'View Calm Coastal bath in 3-D' }));
    expect(screen.getByRole('heading', { name: 'Refine “Calm Coastal bath”' })).toBeTruthy();
    expect(screen.getByText('4 coins')).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: 'Warmer' }));
    await ui.user.click(screen.getByRole('button', { name: 'Refine' }));
    const posts = api.calls('POST /api/AI/generations/41/refine');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ design: 1, ask: 'warmer' });
    expect(posts[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(ui.router.state.location.search).toBe('?generation=42'));
    expect(await screen.findByText('Refining your design')).toBeTruthy();
  });

  it('a refinement the server cannot read is said under the box, and nothing is followed', async () => {
    const { ui } = open([done()], {
      refine: () => invalid({ ask: ['Say what to change: warmer, cheaper by 20%, or keep the floor.'] }),
    });
    await ui.user.type(await screen.findByRole('textbox', { name: 'What should change?' }), 'make it nice');
    await ui.user.click(screen.getByRole('button', { name: 'Refine' }));
    expect(
      await screen.findByText('Say what to change: warmer, cheaper by 20%, or keep the floor.'),
    ).toBeTruthy();
    expect(ui.router.state.location.search).toBe('?generation=41');
  });

  it('Open in 3-D room stores the design as the visualizer’s draft and opens its plan and template', async () => {
    const { ui } = open([done()]);
    const cards = within(await screen.findByRole('list', { name: 'Designs' })).getAllByRole('article');
    await ui.user.click(within(cards[1]!).getByRole('button', { name: 'Open in 3-D room' }));
    expect((await screen.findByTestId('landed')).textContent).toBe(
      `/visualize?floorplan=${HALL_BATH}&floorTemplate=bathroom-coastal-light`,
    );
    const draft = readDraft();
    expect(draft).toMatchObject({
      floorplan: HALL_BATH,
      floorTemplate: 'bathroom-coastal-light',
      name: 'Calm Coastal bath',
      designId: null,
      dirty: true,
    });
    expect(draft?.document).toEqual(succeededGeneration().designs[1]!.document);
  });

  it('opens it in the showroom it was priced in, selecting that showroom first', async () => {
    const { ui, api } = open([done()]);
    writeStored(STORAGE_KEYS.my_item, { ...DEMO_SHOWROOM, vsd_id: 'OTHER001', company_name: 'Other' });
    const cards = within(await screen.findByRole('list', { name: 'Designs' })).getAllByRole('article');
    await ui.user.click(within(cards[0]!).getByRole('button', { name: 'Open in 3-D room' }));
    await screen.findByTestId('landed');
    expect(api.calls('GET /api/visualization/shop_profile')[0]!.query.get('vsd_id')).toBe('DEMO2026');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.my_item)!).vsd_id).toBe('DEMO2026');
  });

  it('a failed generation says why and that its coins are back', async () => {
    open([
      ok({
        generation: runningGeneration(55, {
          status: 'failed',
          error: 'We could not finish these designs. Your coins were returned; please try again.',
        }),
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'These designs could not be finished' })).toBeTruthy();
    expect(screen.getByText(/Your coins were returned; please try again/)).toBeTruthy();
    expect(screen.getByText('The 10 coins held for them are back in your balance.')).toBeTruthy();
  });
});
