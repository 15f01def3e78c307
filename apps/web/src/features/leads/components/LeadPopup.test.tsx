import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../../components/layout/Footer.tsx';
import { leadPopupHeldBackOn } from '../../../lib/lead-popup-places.ts';
import { requestLeadPopup } from '../../../lib/lead-popup-request.ts';
import { LEAD_POPUP_SEEN_KEY } from '../../../lib/lead-popup-seen.ts';
import { showroomSelection } from '../../../lib/showroom-selection.ts';
import { notify } from '../../../lib/toast.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { fakeApi } from '../../../testing/static-fake-api.ts';
import { jsonResponse } from '../../../testing/test-helpers.tsx';
import { LeadPopup } from './LeadPopup.tsx';

const THANKS = 'Thank you! We will be in touch with your savings.';
let fetchMock: ReturnType<typeof fakeApi>;

beforeEach(() => {
  fetchMock = fakeApi();
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (url) =>
    String(url) === '/api/sample_request' ? jsonResponse(200, { success: true, message: THANKS }) : base(url),
  );
  vi.spyOn(notify, 'success');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const leadCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/sample_request');

async function openPopup() {
  render(<LeadPopup />);
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => {
    requestLeadPopup();
  });
  const dialog = await screen.findByRole('dialog', { name: 'Save up to 30%' });
  await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/Full name/)));
  return dialog;
}

describe("lead pop-up 'Save up to 30%' (spec points 2, 5, 7)", () => {
  it("opens from the footer's button when the layout hands it to the footer, and closes", async () => {
    const { user } = renderPage(() => <Footer leadPopup={<LeadPopup />} />, { route: '/' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Save up to 30%' }));
    const popup = await screen.findByRole('dialog', { name: 'Save up to 30%' });
    expect(await within(popup).findByLabelText(/Phone number/)).toBeTruthy();
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Save up to 30%' })).toBeNull();
  }, 20_000);

  it('highlights the invalid fields without any message text and sends nothing', async () => {
    const user = userEvent.setup();
    const dialog = await openPopup();
    await user.type(within(dialog).getByLabelText(/Email/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Claim my savings' }));

    for (const label of [/Full name/, /Email/, /Phone number/]) {
      const field = within(dialog).getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.className).toContain('border-red-500');
    }
    expect(dialog.textContent).not.toMatch(/required|valid|field/i);
    expect(leadCalls()).toHaveLength(0);
  }, 20_000);

  it('formats the phone as typed, sends multipart with the showroom, toasts the message, clears and closes', async () => {
    showroomSelection.select({
      showroom: 42,
      vsd_id: 'DEMO2026',
      company_name: 'Golden State Remodeling',
      theme_color: null,
      business_logo: null,
      custom_addon: null,
      basic_addon: null,
      showroom_subscription: null,
    });
    const user = userEvent.setup();
    const dialog = await openPopup();
    await user.type(within(dialog).getByLabelText(/Full name/), 'Dana Reyes');
    await user.type(within(dialog).getByLabelText(/Email/), 'dana@example.com');
    const phone = within(dialog).getByLabelText(/Phone number/) as HTMLInputElement;
    await user.type(phone, '41555501234');
    expect(phone.value).toBe('(415) 555-0123');
    await user.click(within(dialog).getByRole('button', { name: 'Claim my savings' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(THANKS));
    const body = (leadCalls()[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      full_name: 'Dana Reyes',
      email: 'dana@example.com',
      phone_number: '(415) 555-0123',
      action: 'handle_external_form_submission',
      lead_type: 'Pop-Ups',
      shop_profile_id: '42',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText(/Full name/, { selector: 'input' }) as HTMLInputElement).value).toBe('');
    expect(phone.value).toBe('');
  }, 20_000);

  it('on a failed submit stops the loader and shows no message', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { success: false, message: 'Down' }));
    vi.spyOn(notify, 'error');
    const user = userEvent.setup();
    const dialog = await openPopup();
    await user.type(within(dialog).getByLabelText(/Full name/), 'Dana Reyes');
    await user.type(within(dialog).getByLabelText(/Email/), 'dana@example.com');
    await user.type(within(dialog).getByLabelText(/Phone number/), '4155550123');
    const submit = within(dialog).getByRole('button', { name: 'Claim my savings' });
    await user.click(submit);
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Dana Reyes');
  }, 20_000);

  it('slides up by itself after 15 s once per browser, and the close button puts it away', async () => {
    vi.useFakeTimers();
    const first = render(<LeadPopup />);
    act(() => {
      vi.advanceTimersByTime(14_900);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    const dialog = screen.getByRole('dialog', { name: 'Save up to 30%' });
    expect(localStorage.getItem(LEAD_POPUP_SEEN_KEY)).toBe('1');
    act(() => {
      within(dialog).getByRole('button', { name: 'Close' }).click();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    render(<LeadPopup />);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits off the cart, checkout and 3-D room pages: it comes up on the next other page and is put away on entering one', async () => {
    expect(
      ['/cart', '/checkout', '/checkout-payment', '/visualize', '/visualize/checklist'].every(
        leadPopupHeldBackOn,
      ),
    ).toBe(true);
    expect(['/', '/projects', '/cartography', '/product/abc'].some(leadPopupHeldBackOn)).toBe(false);
    vi.useFakeTimers();
    const view = render(<LeadPopup heldBack />);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(LEAD_POPUP_SEEN_KEY)).toBeNull();
    view.rerender(<LeadPopup heldBack={false} />);
    expect(screen.getByRole('dialog', { name: 'Save up to 30%' })).toBeTruthy();
    view.rerender(<LeadPopup heldBack />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
