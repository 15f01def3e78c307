import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import { describe, expect, it } from 'vitest';
import { followPages, notify } from './toast.ts';

const WARNING = 'warning:Invalid input OR some mandatory fields are blank.';
const RESET = 'success:Your password has been reset. Please sign in.';

function renderPages() {
  const router = createMemoryRouter(
    [
      { path: '/checkout-payment', element: <p>payment</p> },
      { path: '/thankyou', element: <p>thank you</p> },
      { path: '/login', element: <p>login</p> },
    ],
    { initialEntries: ['/checkout-payment'] },
  );
  const stop = followPages(router);
  render(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
  );
  return { router, stop };
}

describe('toasts follow pages', () => {
  it("a page's toast is dismissed when the visitor leaves it; a next-page toast lives on the next page", async () => {
    const { router, stop } = renderPages();
    act(() => {
      notify.warning('Invalid input OR some mandatory fields are blank.');
      notify.success('Your password has been reset. Please sign in.', { nextPage: true });
    });
    expect(await screen.findByText('Invalid input OR some mandatory fields are blank.')).toBeTruthy();
    expect(toast.isActive(WARNING)).toBe(true);
    await act(() => router.navigate('/thankyou?order=3'));
    // Dismissed at once (jsdom never ends the exit animation, so the node itself lingers in tests).
    expect(toast.isActive(WARNING)).toBe(false);
    expect(toast.isActive(RESET)).toBe(true);
    // A query change stays on the page; leaving it takes the carried toast away too.
    await act(() => router.navigate('/thankyou?order=4'));
    expect(toast.isActive(RESET)).toBe(true);
    await act(() => router.navigate('/login'));
    expect(toast.isActive(RESET)).toBe(false);
    stop();
  });
});
