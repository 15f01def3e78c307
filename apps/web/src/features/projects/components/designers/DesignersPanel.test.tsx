import { DESIGNER_MESSAGES } from '@app/domain/projects/designers';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../../lib/storage.ts';
import { type FakeReply, fakeApi, invalid, ok } from '../../../../testing/fake-api.ts';
import { renderPage } from '../../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../../testing/users.ts';
import ProjectPage from '../../routes/ProjectPage.tsx';
import { designerList, designerOf, requestOf } from '../../testing/designer-fixtures.ts';
import { overviewOf, PRO } from '../../testing/fixtures.ts';

const open = (url = '/projects/5?tab=designers') => renderPage(ProjectPage, { route: '/projects/:id', url });
const eve = designerOf({
  user_id: 42,
  name: 'Eve Stone',
  business: 'Stone Studio',
  nearness: 'other',
  city: 'Austin',
  state: 'TX',
  portfolio_count: 1,
});
const person = (d: { user_id: number; name: string }) => ({
  user_id: d.user_id,
  name: d.name,
  role: 'designer' as const,
  email: `${d.name.split(' ')[0]!.toLowerCase()}@example.test`,
  phone_number: '',
  company_name: 'Studio',
});

describe('the project’s Designers tab (issue 24 point 5)', () => {
  it('hires from the list in the server’s order; a 409 or 422 is said beside the button, success is a toast', async () => {
    setAuthToken(TOKEN);
    let asked = false;
    const replies: FakeReply[] = [
      { status: 409, body: { success: false, message: DESIGNER_MESSAGES.alreadyIn } },
      invalid({ project_id: [DESIGNER_MESSAGES.tooManyOpen] }),
      {
        status: 201,
        body: {
          success: true,
          message: DESIGNER_MESSAGES.asked,
          data: { request: requestOf({ message: 'Light and warm' }), designers: [] },
        },
      },
    ];
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf()),
      'GET /api/hire_designer': () =>
        ok(
          designerList([
            designerOf({ request: asked ? requestOf({ message: 'Light and warm' }) : null }),
            eve,
          ]),
        ),
      'POST /api/hire_designer': () => {
        const reply = replies.shift()!;
        asked = reply.status === 201;
        return reply;
      },
    });
    const ui = open();
    expect(await screen.findByRole('heading', { name: 'No designer yet' })).toBeTruthy();
    const hire = screen.getByRole('button', { name: 'Hire a designer' });
    await ui.user.click(hire);
    const dialog = await screen.findByRole('dialog', { name: 'Hire a designer' });
    const list = await within(dialog).findByRole('list', { name: 'Designers' });
    // Nearest first, as the server ordered them: name, business, place, nearness, portfolio.
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Dana Lane', 'Eve Stone']);
    expect(cards[0]!.textContent).toContain('Dana Lane Interiors');
    expect(cards[0]!.textContent).toContain('San Francisco, CA');
    expect(cards[0]!.textContent).toContain('Near the showroom');
    expect(cards[0]!.textContent).toContain('12 designs in portfolio');
    expect(cards[1]!.textContent).toContain('1 design in portfolio');
    expect(api.calls('GET /api/hire_designer')[0]!.query.get('project_id')).toBe('5');

    await ui.user.click(within(dialog).getByRole('button', { name: 'Ask Dana Lane to design' }));
    const form = await screen.findByRole('dialog', { name: 'Ask Dana Lane to design this project' });
    const message = within(form).getByRole('textbox', { name: 'Message (optional)' });
    expect(document.activeElement).toBe(message);
    await ui.user.type(message, 'Light and warm');
    const send = within(form).getByRole('button', { name: 'Send request' });
    await ui.user.click(send);
    expect((await within(form).findByRole('alert')).textContent).toBe(DESIGNER_MESSAGES.alreadyIn);
    await ui.user.click(send);
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(DESIGNER_MESSAGES.tooManyOpen),
    );
    // Neither refusal raised a toast on top of the message beside the button.
    expect(screen.queryByText('The given data was invalid.')).toBeNull();
    await ui.user.click(send);
    expect(await screen.findByText(DESIGNER_MESSAGES.asked)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /api/hire_designer').map((c) => c.body)).toEqual(
      Array(3).fill({ project_id: 5, designer_id: 41, message: 'Light and warm' }),
    );
    // The request shows, waiting, with its message; focus went back to the button that opened the dialog.
    const requests = await screen.findByRole('list', { name: 'Requests' });
    expect(within(requests).getByText('Waiting for an answer')).toBeTruthy();
    expect(within(requests).getByText('Light and warm')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hire a designer' }));
  });

  it('the owner withdraws an open request and removes a designer after a confirm; a decline shows its reason', async () => {
    setAuthToken(TOKEN);
    let state = { withdrawn: false, removed: false };
    const people = () => [...overviewOf().people, ...(state.removed ? [] : [person(eve)])];
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': () => ok(overviewOf({ people: people() })),
      'GET /api/hire_designer': () =>
        ok(
          designerList([
            designerOf({ request: requestOf({ status: state.withdrawn ? 'withdrawn' : 'asked' }) }),
            designerOf({
              user_id: 43,
              name: 'Finn Gray',
              request: requestOf({
                id: 71,
                designer_id: 43,
                status: 'declined',
                decline_reason: 'Booked until March.',
                answered_at: '2026-11-23T18:00:00Z',
              }),
            }),
            {
              ...eve,
              in_project: !state.removed,
              request: requestOf({
                id: 72,
                designer_id: 42,
                status: 'accepted',
                answered_at: '2026-11-21T18:00:00Z',
              }),
            },
          ]),
        ),
      'POST /api/hire_designer/70/withdraw': () => {
        state = { ...state, withdrawn: true };
        return ok(requestOf({ status: 'withdrawn' }), DESIGNER_MESSAGES.withdrawn);
      },
      'DELETE /api/project/5/designers/42': () => {
        state = { ...state, removed: true };
        return ok(null, DESIGNER_MESSAGES.removed);
      },
    });
    const ui = open();
    const working = await screen.findByRole('list', { name: 'Working on this project' });
    expect(within(working).getByText('Eve Stone')).toBeTruthy();
    expect(within(working).getByText(/Joined 11\.21\.2026/)).toBeTruthy();
    const requests = screen.getByRole('list', { name: 'Requests' });
    expect(within(requests).getByText('Booked until March.')).toBeTruthy();
    expect(within(requests).getByRole('button', { name: 'Ask Finn Gray again' })).toBeTruthy();

    await ui.user.click(within(requests).getByRole('button', { name: 'Withdraw the request to Dana Lane' }));
    expect(await screen.findByText(DESIGNER_MESSAGES.withdrawn)).toBeTruthy();
    await waitFor(() => expect(within(requests).queryByText('Dana Lane')).toBeNull());

    await ui.user.click(within(working).getByRole('button', { name: 'Remove Eve Stone' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Eve Stone from this project?' });
    await ui.user.click(within(confirm).getByRole('button', { name: 'Keep them' }));
    expect(api.calls('DELETE /api/project/5/designers/42')).toHaveLength(0);
    await ui.user.click(within(working).getByRole('button', { name: 'Remove Eve Stone' }));
    await ui.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(DESIGNER_MESSAGES.removed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Eve Stone')).toBeNull());
  });

  it('the pro invites, withdraws only the requests they sent and removes nobody; a designer has no tab', async () => {
    setAuthToken(TOKEN);
    const pro = { ...PRO, email: 'carl@example.test', phone_number: '', company_name: 'Carl Builds' };
    fakeApi({
      'GET /api/authuser': ok(authUser({ id: 30, user_id: 30, type: 'Contractor' })),
      'GET /api/project/5': ok(
        overviewOf({ role: 'pro', people: [...overviewOf().people, pro, person(eve)] }),
      ),
      'GET /api/hire_designer': ok(
        designerList([
          designerOf({ request: requestOf() }),
          designerOf({
            user_id: 43,
            name: 'Finn Gray',
            request: requestOf({ id: 71, designer_id: 43, asked_by_id: 30 }),
          }),
          { ...eve, in_project: true },
        ]),
      ),
    });
    const ui = renderPage(ProjectPage, { route: '/pro/projects/:id', url: '/pro/projects/5?tab=designers' });
    expect(await screen.findByRole('button', { name: 'Invite a designer' })).toBeTruthy();
    const requests = await screen.findByRole('list', { name: 'Requests' });
    expect(within(requests).queryByRole('button', { name: 'Withdraw the request to Dana Lane' })).toBeNull();
    expect(within(requests).getByRole('button', { name: 'Withdraw the request to Finn Gray' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Eve Stone' })).toBeNull();
    ui.unmount();

    fakeApi({
      'GET /api/authuser': ok(authUser({ id: 42, user_id: 42, type: 'Contractor' })),
      'GET /api/project/5': ok(
        overviewOf({ role: 'designer', people: [...overviewOf().people, person(eve)] }),
      ),
    });
    renderPage(ProjectPage, { route: '/pro/projects/:id', url: '/pro/projects/5' });
    const tabs = await screen.findByRole('tablist', { name: 'Project' });
    expect(within(tabs).queryByRole('tab', { name: /Designers/ })).toBeNull();
  });
});
