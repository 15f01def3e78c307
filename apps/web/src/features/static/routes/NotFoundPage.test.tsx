import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/test-helpers.tsx';
import NotFoundPage from './NotFoundPage.tsx';
import PlannedPage from './PlannedPage.tsx';

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

describe('pages being built', () => {
  it('say what the page is for and link home', () => {
    renderAt(<PlannedPage page="registerContractor" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up as a pro' })).toBeTruthy();
    expect(screen.getByText('Markups on every product (minimum 10%)')).toBeTruthy();
    expect(screen.getByText('This page is being built.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
