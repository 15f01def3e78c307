import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/static-fake-api.ts';
import { renderGuarded } from '../../../testing/test-helpers.tsx';
import FaqPage from './FaqPage.tsx';

const GENERAL_TABS = [
  'Product Information',
  'My Order',
  'Shipping and Delivery',
  'Returns and Cancelations',
  'My Account',
];

const renderFaq = () => renderGuarded([{ path: 'faq', element: <FaqPage /> }], '/faq');
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('FAQ tabs per role (spec points 2 and 6)', () => {
  it('shows a visitor the five general tabs, the first one open', async () => {
    fakeApi();
    renderFaq();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeTruthy();
    expect(tabNames()).toEqual(GENERAL_TABS);
    const first = screen.getByRole('tab', { name: 'Product Information' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Product Information' })).toBeTruthy();
  });

  it('adds How it Works FAQ for a signed-in Contractor, and not the homeowner tab', async () => {
    fakeApi({ userType: 'Contractor' });
    renderFaq();
    expect(await screen.findByRole('tab', { name: 'How it Works FAQ' })).toBeTruthy();
    expect(tabNames()).toEqual([...GENERAL_TABS, 'How it Works FAQ']);
  });

  it('adds How Remodel Market Works FAQ for a signed-in User, and not the Contractor tab', async () => {
    fakeApi({ userType: 'User' });
    renderFaq();
    expect(await screen.findByRole('tab', { name: 'How Remodel Market Works FAQ' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'How it Works FAQ' })).toBeNull();
    expect(tabNames()).toHaveLength(6);
  });

  it('shows a Vendor only the general tabs', async () => {
    const fetchMock = fakeApi({ userType: 'Vendor' });
    renderFaq();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/authuser'))).toBe(true),
    );
    await screen.findByRole('tab', { name: 'My Account' });
    expect(tabNames()).toEqual(GENERAL_TABS);
  });
});

describe('FAQ tabs by keyboard', () => {
  it('moves and selects with the arrow keys, Home and End, keeping one tab stop', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderFaq();
    await user.tab(); // the intro's Contact link
    await user.tab();
    const first = screen.getByRole('tab', { name: 'Product Information' });
    expect(document.activeElement).toBe(first);
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([first]);

    await user.keyboard('{ArrowRight}');
    const myOrder = screen.getByRole('tab', { name: 'My Order' });
    expect(document.activeElement).toBe(myOrder);
    expect(myOrder.getAttribute('aria-selected')).toBe('true');
    expect(first.getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'My Order' }).textContent).toContain('60 minutes');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'My Account' }));

    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'My Account' }).getAttribute('aria-selected')).toBe('true');

    await user.tab();
    expect(document.activeElement?.textContent).toContain('Do I need an account to shop?');
  });

  it('opens a tab with a click and shows its answers', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderFaq();
    await user.click(screen.getByRole('tab', { name: 'Returns and Cancelations' }));
    const panel = screen.getByRole('tabpanel', { name: 'Returns and Cancelations' });
    expect(panel.textContent).toContain('within 12 days of delivery');
    expect(panel.textContent).toContain('7 to 14 business days');
  });
});
