import { DESIGNER_MESSAGES } from '@app/domain/projects/designers';
import type { DesignerInboxItem } from '@app/domain/projects/designers-view';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import { inboxItemOf } from '../testing/designer-fixtures.ts';
import DesignerRequestsPage from './DesignerRequestsPage.tsx';

const DANA = authUser({ id: 41, user_id: 41, type: 'Contractor', full_name: 'Dana Lane' });
const open = (url = '/pro/designer-requests') =>
  renderPage(DesignerRequestsPage, { route: '/pro/designer-requests', url });
const bath = (over: Partial<DesignerInboxItem> = {}) =>
  inboxItemOf({
    id: 71,
    project_id: 6,
    project: { id: 6, name: 'Hall bath', owner_name: 'Bo Chen', showroom: 'Carl Builds' },
    asked_by: { name: 'Carl Pro', role: 'pro' },
    message: '',
    ...over,
  });

describe('/pro/designer-requests: the designer answers (issue 24 point 5)', () => {
  it('lists the requests by status with the project, client, showroom, who asked and the message; Accept opens the project', async () => {
    setAuthToken(TOKEN);
    let accepted = false;
    const api = fakeApi({
      'GET /api/authuser': ok(DANA),
      'GET /api/pro/designer_requests': () =>
        ok([
          inboxItemOf(
            accepted
              ? {
                  status: 'accepted',
                  answered_at: '2026-11-23T18:00:00Z',
                  rooms: [{ id: 3, name: 'Main kitchen', version: 4, updated_at: '2026-11-23T18:00:00Z' }],
                }
              : {},
          ),
          bath({ status: 'withdrawn', answered_at: '2026-11-22T20:00:00Z' }),
        ]),
      'POST /api/pro/designer_requests/70/accept': () => {
        accepted = true;
        return ok(inboxItemOf({ status: 'accepted' }), DESIGNER_MESSAGES.accepted);
      },
    });
    const ui = open();
    const list = await screen.findByRole('list', { name: 'Design requests' });
    expect(screen.getByRole('radio', { name: 'Waiting for you: 1' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Withdrawn: 1' })).toBeTruthy();
    const card = within(list).getByRole('listitem', { name: 'Kitchen remodel' });
    expect(card.textContent).toContain('Client: Ann Lee · Showroom: Carl Builds');
    expect(card.textContent).toContain('Asked 11.22.2026 by Ann Lee, the homeowner');
    expect(within(card).getByText('Our kitchen, light and warm.')).toBeTruthy();
    expect(within(list).queryByText('Hall bath')).toBeNull();

    await ui.user.click(within(card).getByRole('button', { name: 'Accept the request for Kitchen remodel' }));
    expect(await screen.findByText(DESIGNER_MESSAGES.accepted)).toBeTruthy();
    expect(api.calls('POST /api/pro/designer_requests/70/accept')).toHaveLength(1);
    // Answered, it leaves the waiting list and is under Accepted with its rooms and the project's link.
    expect(await screen.findByText('No request is waiting for your answer.')).toBeTruthy();
    await ui.user.click(screen.getByRole('radio', { name: 'Accepted: 1' }));
    expect(ui.router.state.location.search).toBe('?status=accepted');
    const joined = await screen.findByRole('listitem', { name: 'Kitchen remodel' });
    expect(joined.textContent).toContain('Main kitchen (version 4)');
    expect(
      within(joined).getByRole('link', { name: 'Open the project Kitchen remodel' }).getAttribute('href'),
    ).toBe('/pro/projects/5');
    await ui.user.click(screen.getByRole('radio', { name: 'Withdrawn: 1' }));
    expect((await screen.findByRole('listitem', { name: 'Hall bath' })).textContent).toContain(
      'The project withdrew this request.',
    );
  });

  it('declines with an optional reason in a dialog; a request withdrawn meanwhile is said in the server’s words', async () => {
    setAuthToken(TOKEN);
    let declined = false;
    const api = fakeApi({
      'GET /api/authuser': ok(DANA),
      'GET /api/pro/designer_requests': () =>
        ok([
          inboxItemOf(
            declined
              ? {
                  status: 'declined',
                  decline_reason: 'Booked until March.',
                  answered_at: '2026-11-23T18:00:00Z',
                }
              : {},
          ),
          bath({ asked_by: { name: 'Carl Pro', role: 'pro' } }),
        ]),
      'POST /api/pro/designer_requests/70/decline': () => {
        declined = true;
        return ok(inboxItemOf({ status: 'declined' }), DESIGNER_MESSAGES.declined);
      },
      'POST /api/pro/designer_requests/71/accept': {
        status: 409,
        body: { success: false, message: DESIGNER_MESSAGES.wasWithdrawn },
      },
    });
    const ui = open();
    const list = await screen.findByRole('list', { name: 'Design requests' });
    const kitchen = within(list).getByRole('listitem', { name: 'Kitchen remodel' });
    await ui.user.click(
      within(kitchen).getByRole('button', { name: 'Decline the request for Kitchen remodel' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decline “Kitchen remodel”?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    expect(document.activeElement).toBe(reason);
    await ui.user.type(reason, 'Booked until March.');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(DESIGNER_MESSAGES.declined)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /api/pro/designer_requests/70/decline')[0]!.body).toEqual({
      reason: 'Booked until March.',
    });

    const hall = within(list).getByRole('listitem', { name: 'Hall bath' });
    expect(hall.textContent).toContain('by Carl Pro, the contractor');
    expect(hall.textContent).toContain('No message.');
    await ui.user.click(within(hall).getByRole('button', { name: 'Accept the request for Hall bath' }));
    expect(await screen.findByText(DESIGNER_MESSAGES.wasWithdrawn)).toBeTruthy();

    await ui.user.click(screen.getByRole('radio', { name: 'Declined: 1' }));
    expect((await screen.findByRole('listitem', { name: 'Kitchen remodel' })).textContent).toContain(
      'Your reason: Booked until March.',
    );
  });

  it('says where requests come from when there are none', async () => {
    setAuthToken(TOKEN);
    fakeApi({ 'GET /api/authuser': ok(DANA), 'GET /api/pro/designer_requests': ok([]) });
    open();
    expect(await screen.findByRole('heading', { name: 'No design requests yet' })).toBeTruthy();
  });
});
