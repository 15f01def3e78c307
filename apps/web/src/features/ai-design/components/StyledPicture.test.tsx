import type { AiPicture } from '@app/domain/ai-design/picture';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, writeStored } from '../../../lib/storage.ts';
import { AI_TOKEN, aiCreditsOf, aiUserOf } from '../../../testing/ai-fixtures.ts';
import { type FakeReply, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import type { RoomMaps } from '../../../visualizer/photo/take-maps.ts';
import { succeededGeneration } from '../testing/generation-fixtures.ts';
import { type RenderMaps, StyledPicture } from './StyledPicture.tsx';

const generation = succeededGeneration();
const design = generation.designs[1]!;
const PICTURE_PATH = `/api/AI/generations/${generation.id}/designs/1/picture`;
const maps: RoomMaps = {
  depth: new Blob(['depth'], { type: 'image/png' }),
  edges: new Blob(['edges'], { type: 'image/png' }),
};
const pictureOf = (over: Partial<AiPicture>): AiPicture => ({
  id: 9,
  generation: generation.id,
  design: 1,
  status: 'queued',
  coins: 2,
  url: null,
  error: null,
  created_at: '2026-11-21T10:00:00.000Z',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

/** The card's picture part for design 2 of generation 41, with an AI session and the given answers. */
function open(
  routes: Record<string, FakeReply | (() => FakeReply)>,
  renderMaps: RenderMaps,
  pictures = true,
) {
  writeStored(STORAGE_KEYS.AIauthToken, AI_TOKEN);
  const api = fakeApi({
    'GET /api/AI/get_user': ok({ user: aiUserOf() }),
    'POST /api/AI/get_credits': ok(aiCreditsOf({ pictures })),
    ...routes,
  });
  function Screen() {
    return <StyledPicture generationId={generation.id} design={design} renderMaps={renderMaps} />;
  }
  const ui = renderPage(Screen, { route: '/design-ai' });
  return { api, ui };
}

describe('StyledPicture (issue 26 point 5)', () => {
  it('shows nothing where the server has no image model', async () => {
    const draw = vi.fn<RenderMaps>();
    const { api } = open({}, draw, false);
    await waitFor(() => expect(api.calls('POST /api/AI/get_credits')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Styled picture/ })).toBeNull();
    expect(api.calls(`GET ${PICTURE_PATH}`)).toHaveLength(0);
  });

  it('draws the maps, sends them, polls, then shows the picture with its caption', async () => {
    const createObjectURL = vi.fn(() => 'blob:styled');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let drawn!: (m: RoomMaps) => void;
    const draw = vi.fn<RenderMaps>(() => new Promise((resolve) => (drawn = resolve)));
    const answers: FakeReply[] = [
      { status: 404, body: { message: 'Record not found for processing.' } },
      ok({ picture: pictureOf({ status: 'running' }) }),
      ok({ picture: pictureOf({ status: 'succeeded', url: '/api/AI/pictures/9' }) }),
    ];
    const { api, ui } = open(
      {
        [`GET ${PICTURE_PATH}`]: () => (answers.length > 1 ? answers.shift()! : answers[0]!),
        [`POST ${PICTURE_PATH}`]: {
          status: 202,
          body: { success: true, data: { picture: pictureOf({ status: 'queued' }) } },
        },
        'GET /api/AI/pictures/9': { status: 200 },
      },
      draw,
    );
    const button = await screen.findByRole('button', { name: 'Styled picture (2 coins)' });
    await ui.user.click(button);
    expect(draw).toHaveBeenCalledWith(design);
    expect(await screen.findByRole('button', { name: /Drawing the room's maps/ })).toBeTruthy();
    drawn(maps);
    expect(await screen.findByText(/Styling the picture/)).toBeTruthy();
    const [sent] = api.calls(`POST ${PICTURE_PATH}`);
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent!.headers.get('AIauthToken')).toBe(AI_TOKEN);
    const init = api.mock.mock.calls.find(
      ([url, options]) => String(url).endsWith(PICTURE_PATH) && options?.method === 'POST',
    )![1]!;
    const form = init.body as FormData;
    expect(form.get('depth')).toBeInstanceOf(Blob);
    expect(form.get('edges')).toBeInstanceOf(Blob);
    const img = await screen.findByRole('img', { name: 'Calm Coastal bath, AI-styled' }, { timeout: 6000 });
    expect(img.getAttribute('src')).toBe('blob:styled');
    expect(screen.getByText('AI-styled, may not match the products exactly')).toBeTruthy();
    expect(api.calls('GET /api/AI/pictures/9')[0]!.headers.get('AIauthToken')).toBe(AI_TOKEN);
    expect(screen.getByRole('button', { name: 'New styled picture (2 coins)' })).toBeTruthy();
  }, 10_000);

  it("says why, beside the button, when the maps cannot be drawn or the server refuses, and a made picture's failure", async () => {
    const failing = vi.fn<RenderMaps>(async () => {
      throw new Error('WebGL unavailable');
    });
    const first = open({}, failing);
    await first.ui.user.click(await screen.findByRole('button', { name: 'Styled picture (2 coins)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "This browser could not draw the room's 3-D view for a picture.",
    );
    expect(first.api.calls(`POST ${PICTURE_PATH}`)).toHaveLength(0);
    first.ui.unmount();

    const short = open(
      {
        [`POST ${PICTURE_PATH}`]: {
          status: 402,
          body: { message: 'You need 2 coins for this; you have 1.' },
        },
      },
      async () => maps,
    );
    await short.ui.user.click(await screen.findByRole('button', { name: 'Styled picture (2 coins)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You need 2 coins for this; you have 1.');
    short.ui.unmount();

    open(
      {
        [`GET ${PICTURE_PATH}`]: ok({
          picture: pictureOf({
            status: 'failed',
            error: 'We could not make this picture. Your coins were returned; please try again.',
          }),
        }),
      },
      async () => maps,
    );
    expect(
      await screen.findByText('We could not make this picture. Your coins were returned; please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Styled picture (2 coins)' })).toBeTruthy();
  });
});
