import { CHAT_MESSAGES } from '@app/domain/projects/chat';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chatLive } from '../../../../lib/chat-live.ts';
import { setAuthToken } from '../../../../lib/storage.ts';
import { type FakeRequest, fakeApi, invalid, ok } from '../../../../testing/fake-api.ts';
import { fakeSockets } from '../../../../testing/fake-socket.ts';
import { fakeXhr } from '../../../../testing/fake-xhr.ts';
import { renderPage } from '../../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../../testing/users.ts';
import ProjectPage from '../../routes/ProjectPage.tsx';
import { chatOf, conversationsOf, messageOf } from '../../testing/chat-fixtures.ts';
import { OWNER, overviewOf, PRO } from '../../testing/fixtures.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const hello = messageOf(101, PRO, 'Hello Ann, the tile samples are in.');

/** The project page on its Chat tab, signed in as Ann Lee (the owner), with the chat's calls answered. */
function openChat(routes: Parameters<typeof fakeApi>[0] = {}, first = chatOf([hello])) {
  setAuthToken(TOKEN);
  const api = fakeApi({
    'GET /api/authuser': ok(authUser()),
    'GET /api/project/5': ok(overviewOf()),
    'GET /api/projectChat': ok(conversationsOf(0)),
    'GET /api/projectChat/5': ok(first),
    ...routes,
  });
  const ui = renderPage(ProjectPage, { route: '/projects/:id', url: '/projects/5?tab=chat' });
  return { api, ui };
}

/** The messages the log shows, as their text. */
const shown = () =>
  within(screen.getByRole('log', { name: 'Messages' }))
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('p.whitespace-pre-wrap')?.textContent)
    .filter(Boolean);

/** A POST's reply built from what was sent: the kept message with the sender's client key. */
const keep = (id: number) => (r: FakeRequest) => {
  const body = r.body as { message: string; client_key: string };
  return {
    status: 201,
    body: { success: true, data: messageOf(id, OWNER, body.message, { client_key: body.client_key }) },
  };
};

afterEach(() => {
  chatLive.close();
});

describe('the project chat (issue 24 point 4)', () => {
  it('sends on Enter with a uuid client key; after a network failure, Send again sends the same key and it shows once', async () => {
    const sockets = fakeSockets();
    const { api, ui } = openChat({ 'POST /api/projectChat': keep(102) });
    expect(await screen.findByText('Hello Ann, the tile samples are in.')).toBeTruthy();
    sockets.latest().open();
    const original = api.mock.getMockImplementation()!;
    let down = true;
    const lost: unknown[] = [];
    api.mock.mockImplementation(async (input, init) => {
      if (!down || init?.method !== 'POST') return original(input, init);
      lost.push(JSON.parse(String(init.body)));
      throw new TypeError('Failed to fetch');
    });
    const box = screen.getByRole('combobox', { name: 'Message' });
    await ui.user.type(box, 'Can we use the matte ones?{Shift>}{Enter}{/Shift}Thanks{Enter}');
    expect(await screen.findByText('Not sent: check your connection and send it again.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(box);
    down = false;
    await ui.user.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.queryByText(/Sending/)).toBeNull());
    const posts = api.calls('POST /api/projectChat');
    expect(posts).toHaveLength(1);
    const [first, second] = [...lost, posts[0].body] as {
      project_id: number;
      message: string;
      client_key: string;
    }[];
    expect(first).toEqual({
      project_id: 5,
      message: 'Can we use the matte ones?\nThanks',
      client_key: second.client_key,
    });
    expect(first.client_key).toMatch(UUID);
    expect(shown()).toEqual(['Hello Ann, the tile samples are in.', 'Can we use the matte ones?\nThanks']);
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
    // Its live copy (the same id and key) changes nothing.
    const live = messageOf(102, OWNER, 'Can we use the matte ones?\nThanks', {
      client_key: second.client_key,
    });
    sockets.latest().receive({ type: 'message', message: live });
    expect(shown()).toHaveLength(2);
  });

  it('names a refused file with the domain’s reason before sending, and the server’s refusal of one after, with the draft back', async () => {
    fakeSockets();
    const xhr = fakeXhr({ auto: true });
    const { api, ui } = openChat({
      'POST /api/projectChat': invalid({ 'files.0': [CHAT_MESSAGES.unreadable] }),
    });
    await screen.findByText('Hello Ann, the tile samples are in.');
    const picker = screen.getByTestId('chat-files') as HTMLInputElement;
    const heic = new File(['x'], 'IMG_0042.heic', { type: 'image/heic' });
    const plan = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    const huge = new File(['x'], 'wall.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 16 * 1024 * 1024 });
    // As a drop or a picker without its filter would give them (user.upload applies `accept`).
    Object.defineProperty(picker, 'files', { value: [heic, plan, huge], configurable: true });
    fireEvent.change(picker);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(`IMG_0042.heic: ${CHAT_MESSAGES.fileType}`);
    expect(alert.textContent).toContain(`wall.jpg: ${CHAT_MESSAGES.imageTooLarge}`);
    const attached = screen.getByRole('list', { name: 'Attached files' });
    expect(
      within(attached)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['plan.pdf1 KB']);

    await ui.user.type(screen.getByRole('combobox', { name: 'Message' }), 'The plan{Enter}');
    expect(await screen.findByText(`plan.pdf: ${CHAT_MESSAGES.unreadable}`)).toBeTruthy();
    // Multipart: the fields first, then the files.
    const form = xhr.sent[0].body!;
    expect([...form.keys()]).toEqual(['project_id', 'message', 'client_key', 'files']);
    expect(api.calls('POST /api/projectChat')).toHaveLength(1);
    expect((screen.getByRole('combobox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('The plan');
    expect(within(screen.getByRole('list', { name: 'Attached files' })).getByText('plan.pdf')).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: 'Remove plan.pdf' }));
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
    expect(shown()).toEqual(['Hello Ann, the tile samples are in.']);
  });

  it('a 429 says the domain’s tooFast and keeps the message to send again', async () => {
    fakeSockets();
    const { ui } = openChat({
      'POST /api/projectChat': { status: 429, body: { success: false, message: 'Too Many Attempts.' } },
    });
    await screen.findByText('Hello Ann, the tile samples are in.');
    await ui.user.type(screen.getByRole('combobox', { name: 'Message' }), 'One more thing{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', CHAT_MESSAGES.tooFast);
    expect(screen.getByText(CHAT_MESSAGES.tooFast, { selector: 'li p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
  });

  it('merges live messages by id: the catch-up after a reconnect adds nothing twice; typing and Seen by come live', async () => {
    const sockets = fakeSockets();
    openChat();
    await screen.findByText('Hello Ann, the tile samples are in.');
    const socket = sockets.latest();
    expect(socket.protocols).toEqual(['chat.v1', `bearer.${TOKEN}`]);
    socket.open();
    // Followed from the page's newest message (the tab's count may have followed first, from now).
    await waitFor(() =>
      expect(socket.frames('subscribe').at(-1)).toEqual({
        type: 'subscribe',
        projects: [{ project_id: 5, after: 101 }],
      }),
    );
    socket.receive({ type: 'subscribed', project_id: 5, last_message_id: 102 });
    socket.receive({ type: 'typing', project_id: 5, user: { id: 30, name: 'Carl Pro' } });
    expect(screen.getByText('Carl is typing…')).toBeTruthy();
    const next = messageOf(102, PRO, 'Matte is fine.');
    socket.receive({ type: 'message', message: next });
    socket.receive({ type: 'message', message: hello });
    socket.receive({ type: 'message', message: next });
    expect(screen.queryByText('Carl is typing…')).toBeNull();
    expect(shown()).toEqual(['Hello Ann, the tile samples are in.', 'Matte is fine.']);
    // Seen while the page is in view: read, and the others are told.
    expect(socket.frames('read')).toEqual([{ type: 'read', project_id: 5, message_id: 102 }]);

    expect(screen.getByText('Live')).toBeTruthy();
    socket.drop();
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
    await waitFor(() => expect(sockets.made).toHaveLength(2), { timeout: 3000 });
    const again = sockets.latest();
    again.open();
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    expect(again.frames('subscribe')).toEqual([
      { type: 'subscribe', projects: [{ project_id: 5, after: 102 }] },
    ]);
    again.receive({ type: 'subscribed', project_id: 5, last_message_id: 103 });
    for (const m of [next, messageOf(103, PRO, 'Delivery on Friday.'), next])
      again.receive({ type: 'message', message: m });
    expect(shown()).toEqual(['Hello Ann, the tile samples are in.', 'Matte is fine.', 'Delivery on Friday.']);

    const mine = messageOf(104, OWNER, 'Great, thanks!');
    again.receive({ type: 'message', message: mine });
    again.receive({ type: 'read', project_id: 5, user_id: 30, last_read_message_id: 104 });
    const receipt = await screen.findByText('Seen by Carl');
    expect(receipt.closest('li')?.textContent).toContain('Great, thanks!');
  });

  it('@ suggests the project’s people in a listbox the keyboard works; Enter writes the name', async () => {
    fakeSockets();
    const designer = { user_id: 40, name: 'Dana Lane', role: 'designer' as const, last_read_message_id: 0 };
    const page = chatOf([hello]);
    const { ui } = openChat({}, { ...page, members: [...page.members, designer] });
    await screen.findByText('Hello Ann, the tile samples are in.');
    const box = screen.getByRole('combobox', { name: 'Message' }) as HTMLTextAreaElement;
    await ui.user.type(box, 'Thanks @');
    const list = screen.getByRole('listbox', { name: 'People to mention' });
    // The writer is not offered; the others are, the first one highlighted.
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Carl ProContractor', 'Dana LaneDesigner']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0].id);
    await ui.user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { selected: true }).textContent).toContain('Dana Lane');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[1].id);
    await ui.user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { selected: true }).textContent).toContain('Carl Pro');
    await ui.user.keyboard('{ArrowUp}{Enter}');
    expect(box.value).toBe('Thanks @Dana Lane ');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Narrowed by what follows the @; Escape closes the list without sending.
    await ui.user.type(box, 'and @ca');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Carl ProContractor']);
    await ui.user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.value).toBe('Thanks @Dana Lane and @ca');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the Chat tab’s count', () => {
  it('shows the unread messages and counts one from someone else that arrives while another tab is open', async () => {
    const sockets = fakeSockets();
    setAuthToken(TOKEN);
    fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf()),
      'GET /api/projectChat': ok(conversationsOf(2, hello)),
    });
    renderPage(ProjectPage, { route: '/projects/:id', url: '/projects/5' });
    const tab = await screen.findByRole('tab', { name: 'Chat, 2 unread' });
    const socket = sockets.latest();
    socket.open();
    expect(socket.frames('subscribe')).toEqual([{ type: 'subscribe', projects: [{ project_id: 5 }] }]);
    socket.receive({ type: 'subscribed', project_id: 5, last_message_id: 101 });
    socket.receive({ type: 'message', message: messageOf(102, PRO, 'Samples?') });
    socket.receive({ type: 'message', message: messageOf(102, PRO, 'Samples?') });
    socket.receive({ type: 'message', message: messageOf(103, OWNER, 'From my phone') });
    await waitFor(() => expect(tab.textContent).toBe('Chat3, 3 unread'));
  });
});
