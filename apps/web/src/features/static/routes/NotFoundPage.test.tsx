import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/test-helpers.tsx';
import NotFoundPage from './NotFoundPage.tsx';

const renderAt = (element: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element }])} />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('not-found page (spec point 2)', () => {
  it('gives the heading, the reasons, the support e-mail and Back to Home', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { success: true, data: { support_email: 'help@remodel.test' } })),
    );
    renderAt(<NotFoundPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'There was an error with your request' }),
    ).toBeTruthy();
    expect(screen.getByText(/page has moved/)).toBeTruthy();
    expect(screen.getByText(/outdated bookmark/)).toBeTruthy();
    expect(screen.getByText(/typed incorrectly/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'help@remodel.test' })).getAttribute('href')).toBe(
      'mailto:help@remodel.test',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
