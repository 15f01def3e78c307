import { yourOrderPath } from '@app/domain/orders/order-link';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { type FakeRequest, fakeApi, ok } from '../../../testing/fake-api.ts';
import { notification, pageOf } from '../../../testing/notification-fixtures.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import type { AppNotification } from '../api/notifications.ts';
import NotificationsPage from './NotificationsPage.tsx';

const open = (url = '/notification') => {
  setAuthToken(TOKEN);
  return renderPage(NotificationsPage, { route: '/notification', url });
};

/** A server holding these notifications: lists them, counts the pending ones, marks one read. */
function server(items: AppNotification[]) {
  const store = items.map((n) => ({ ...n }));
  return fakeApi({
    'GET /api/authuser': ok(authUser()),
    'GET /api/notification': ({ query }: FakeRequest) => {
      const pending = store.filter((n) => n.read_at === null);
      if (query.get('pending') === '1') return ok(pageOf(pending));
      const page = Number(query.get('page') ?? 1);
      return ok(pageOf(store.slice((page - 1) * 10, page * 10), { total: store.length, current_page: page }));
    },
    ...Object.fromEntries(
      store.map((n) => [
        `PUT /api/notification/${n.id}`,
        () => {
          n.read_at = '2026-11-23T19:00:00.000Z';
          return ok(n, 'Notification marked as read.');
        },
      ]),
    ),
  });
}

const items = () => screen.getAllByRole('article');

describe('/notification', () => {
  it('lists the notifications as sent (newest first), marks the pending ones and links to the order', async () => {
    server([
      notification(3, {
        title: 'Order 100003: Ready to Pick Up',
        link: yourOrderPath(100003),
        created_at: '2026-11-24T02:15:00.000Z',
      }),
      notification(2, {
        title: 'Order 100003: Approved',
        link: yourOrderPath(100003),
        read_at: '2026-11-23T20:00:00.000Z',
      }),
      notification(1, { title: 'Welcome aboard', body: '', link: 'https://elsewhere.test/x' }),
    ]);
    open();
    expect(screen.getByText('Loading your notifications')).toBeTruthy();

    await screen.findByRole('heading', { name: 'Order 100003: Ready to Pick Up' });
    expect(items().map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Order 100003: Ready to Pick Up',
      'Order 100003: Approved',
      'Welcome aboard',
    ]);
    const [newest, read, other] = items();
    expect(within(newest).getByText('New')).toBeTruthy();
    // 02:15 UTC on the 24th is still the 23rd in Los Angeles.
    expect(within(newest).getByText('11.23.2026').getAttribute('datetime')).toBe('2026-11-24T02:15:00.000Z');
    const link = within(newest).getByRole('link', {
      name: 'View order 100003: Order 100003: Ready to Pick Up',
    });
    expect(link.getAttribute('href')).toBe('/your_orders?order=100003');
    expect(link.textContent).toBe('View order 100003');
    expect(
      within(newest).getByRole('button', { name: 'Mark as read: Order 100003: Ready to Pick Up' }),
    ).toBeTruthy();

    expect(within(read).getByText('Read')).toBeTruthy();
    expect(within(read).queryByRole('button')).toBeNull();
    // A link off the site is not offered.
    expect(within(other).queryByRole('link')).toBeNull();
    expect(await screen.findByText('2 pending')).toBeTruthy();
  });

  it('says so when there are none', async () => {
    server([]);
    open();
    expect(await screen.findByText('You have no notifications.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your Orders' }).getAttribute('href')).toBe('/your_orders');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('marks one read from the keyboard, then shows it read and lowers the pending count', async () => {
    const api = server([notification(2), notification(1)]);
    const ui = open();
    await screen.findByText('2 pending');
    const button = screen.getByRole('button', { name: 'Mark as read: Order 10002: Approved' });
    button.focus();
    await ui.user.keyboard('{Enter}');

    expect(await screen.findByText('Notification marked as read.')).toBeTruthy();
    expect(await screen.findByText('1 pending')).toBeTruthy();
    expect(api.calls('PUT /api/notification/2')).toHaveLength(1);
    expect(api.calls('PUT /api/notification/1')).toHaveLength(0);
    const [first, second] = items();
    await waitFor(() => expect(within(first).getByText('Read')).toBeTruthy());
    expect(within(first).queryByRole('button')).toBeNull();
    expect(within(second).getByText('New')).toBeTruthy();
    // Focus stays on the notification rather than falling back to the page.
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('pages through more than ten', async () => {
    const api = server(Array.from({ length: 12 }, (_, i) => notification(12 - i)));
    const ui = open();
    await screen.findByRole('heading', { name: 'Order 100012: Approved' });
    expect(items()).toHaveLength(10);
    await ui.user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('heading', { name: 'Order 10001: Approved' });
    expect(items()).toHaveLength(2);
    const pages = api.calls('GET /api/notification').filter((c) => c.query.get('pending') !== '1');
    expect(pages.map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it('says when they cannot be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/notification': ({ query }: FakeRequest) =>
        fail && query.get('pending') !== '1'
          ? { status: 500, body: { message: 'Internal Server error please try again.' } }
          : ok(pageOf([notification(1)])),
    });
    const ui = open();
    expect(
      (await screen.findByText('We could not load your notifications just now.')).closest('[role="alert"]'),
    ).toBeTruthy();
    fail = false;
    await ui.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order 10001: Approved' })).toBeTruthy();
  });
});
