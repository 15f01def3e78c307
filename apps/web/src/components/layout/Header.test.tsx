import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartCount } from '../../lib/cart-count.ts';
import { LEAD_POPUP_OPEN_EVENT } from '../../lib/lead-popup-request.ts';
import { SessionProvider } from '../../lib/session.tsx';
import type { PublicSettings } from '../../lib/settings.ts';
import { showroomSelection } from '../../lib/showroom-selection.ts';
import { setAuthToken } from '../../lib/storage.ts';
import { DEMO_SHOWROOM } from '../../testing/catalog-fixtures.ts';
import { SETTINGS } from '../../testing/fake-api.ts';
import { notification, pageOf } from '../../testing/notification-fixtures.ts';
import { jsonResponse } from '../../testing/test-helpers.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

const fetchMock = vi.fn<typeof fetch>();
const settings: PublicSettings = {
  ...SETTINGS,
  support_email: 'support@remodel.test',
  social_links: {
    ...SETTINGS.social_links,
    instagram: 'https://instagram.com/r',
    tiktok: 'https://tiktok.com/@r',
    x: 'javascript:alert(1)',
  },
  company_links: {
    ...SETTINGS.company_links,
    about: 'https://company.test/about',
    blog: 'https://company.test/blog',
  },
};
const user = {
  id: 1,
  user_id: 1,
  type: 'User',
  status: 'Active',
  email: 'h@demo.test',
  email_verified_at: '2026-01-01',
  first_name: 'Hannah',
};

function renderShell() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Header />
            <Footer />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    const path = String(url).split('?')[0];
    if (path === '/api/setting') return jsonResponse(200, { success: true, data: settings });
    if (path === '/api/authuser') return jsonResponse(200, { success: true, data: user });
    if (path === '/api/notification')
      return jsonResponse(200, { success: true, data: pageOf([notification(1), notification(2)]) });
    return jsonResponse(404, {});
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  cartCount.set(0);
  showroomSelection.clear();
});

describe('header (spec point 2)', () => {
  it('offers Login and Sign Up Free to visitors, and the cart with its count', async () => {
    cartCount.set(3);
    renderShell();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(header).getByRole('link', { name: 'Sign Up Free' }).getAttribute('href')).toBe('/register');
    expect(within(header).getByRole('link', { name: 'Cart, 3 items' }).getAttribute('href')).toBe('/cart');
    expect(within(header).getByRole('link', { name: 'AI 3D Design' }).getAttribute('href')).toBe(
      '/design-ai',
    );
    expect(await within(header).findByRole('link', { name: /About/ })).toBeTruthy();
  });

  it('keeps the company bar’s place while the settings load, then fills it with the links', async () => {
    let answer: (r: Response) => void = () => {};
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url, init) =>
      String(url).split('?')[0] === '/api/setting'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : base(url, init),
    );
    renderShell();
    const header = screen.getByRole('banner');
    const bar = within(header).getByRole('navigation', { name: 'Company' });
    expect(within(bar).queryAllByRole('link')).toHaveLength(0);
    expect(bar.classList.contains('h-7')).toBe(true);

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(jsonResponse(200, { success: true, data: settings }));
    expect(await within(bar).findByRole('link', { name: /About/ })).toBeTruthy();
    expect(within(header).getByRole('navigation', { name: 'Company' })).toBe(bar);
  });

  it("draws the selected showroom's logo with its width and height, so the name beside it keeps its place", () => {
    showroomSelection.select({ ...DEMO_SHOWROOM, business_logo: '/media/showrooms/DEMO2026.svg' });
    renderShell();
    const logo = within(screen.getByRole('banner')).getByRole('img', { name: 'Golden State Remodeling' });
    expect(logo.getAttribute('src')).toBe('/media/showrooms/DEMO2026.svg');
    expect(Number(logo.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(logo.getAttribute('height'))).toBeGreaterThan(0);
  });

  it('shows the user menu with the pending notifications count when signed in', async () => {
    setAuthToken('token-0123456789abcdef');
    renderShell();
    const trigger = await screen.findByRole('button', { name: /Hannah/ });
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(await within(trigger).findByText('2')).toBeTruthy();
    const notificationCall = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/api/notification'),
    );
    expect(String(notificationCall?.[0])).toBe('/api/notification?pending=1');
    await userEvent.click(trigger);
    expect(await screen.findByRole('menuitem', { name: /Notifications/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toBeTruthy();
    // The pro portal's entry is a pro's only.
    expect(screen.queryByRole('menuitem', { name: 'Pro Portal' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Admin Console' })).toBeNull();
  });

  it('offers the admin console to an admin', async () => {
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) =>
      String(url).split('?')[0] === '/api/authuser'
        ? jsonResponse(200, { success: true, data: { ...user, type: 'Admin' } })
        : base(url, init),
    );
    setAuthToken('token-0123456789abcdef');
    renderShell();
    await userEvent.click(await screen.findByRole('button', { name: /Hannah/ }));
    expect(await screen.findByRole('menuitem', { name: 'Admin Console' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Pro Portal' })).toBeNull();
  });

  it('offers the vendor portal to a vendor (issue 12)', async () => {
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) =>
      String(url).split('?')[0] === '/api/authuser'
        ? jsonResponse(200, { success: true, data: { ...user, type: 'Vendor' } })
        : base(url, init),
    );
    setAuthToken('token-0123456789abcdef');
    renderShell();
    await userEvent.click(await screen.findByRole('button', { name: /Hannah/ }));
    expect(await screen.findByRole('menuitem', { name: 'Vendor Portal' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Admin Console' })).toBeNull();
  });
});

describe('footer (spec point 2)', () => {
  it('links the static pages, the company pages and safe social links, with the current year', async () => {
    renderShell();
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['Terms of Service', '/terms_of_service'],
      ['Privacy Policy', '/privacy_policy'],
      ['FAQ', '/faq'],
      ['Return Policy', '/return_policy'],
      // Where a vendor joins and signs in (issue 12).
      ['Sell with Us', '/register/vendor'],
      ['Vendor Sign In', '/vendor/login'],
    ]) {
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect((await within(footer).findByRole('link', { name: /Education & Blog/ })).getAttribute('href')).toBe(
      'https://company.test/blog',
    );
    expect(
      within(footer)
        .getByRole('link', { name: /Instagram/ })
        .getAttribute('href'),
    ).toBe('https://instagram.com/r');
    expect(within(footer).queryByRole('link', { name: /^X/ })).toBeNull();
    expect(
      within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} Remodel Marketplace`)),
    ).toBeTruthy();
  });

  it("asks for the slide-up 'Save up to 30%' lead pop-up from its button (the layout hands the pop-up in)", async () => {
    const asked = vi.fn();
    window.addEventListener(LEAD_POPUP_OPEN_EVENT, asked);
    renderShell();
    await userEvent.click(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Save up to 30%' }),
    );
    expect(asked).toHaveBeenCalledTimes(1);
    window.removeEventListener(LEAD_POPUP_OPEN_EVENT, asked);
  });
});
