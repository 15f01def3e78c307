import { SAMPLE_MESSAGES } from '@app/domain/orders/samples';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../../lib/storage.ts';
import { fakeApi, ok } from '../../../../testing/fake-api.ts';
import { orderItem, orderOf } from '../../../../testing/order-items.ts';
import { renderPage } from '../../../../testing/render-page.tsx';
import { sampleQuoteOf } from '../../../../testing/sample-fixtures.ts';
import { authUser, TOKEN } from '../../../../testing/users.ts';
import ProjectPage from '../../routes/ProjectPage.tsx';
import { cardOf, clientEstimateOf } from '../../testing/estimate-fixtures.ts';
import { overviewOf } from '../../testing/fixtures.ts';

describe('Order samples from the homeowner’s estimate (issue 25 point 7)', () => {
  it('sits next to Download PDF and orders samples of the material lines for the project', async () => {
    setAuthToken(TOKEN);
    const quote = sampleQuoteOf({
      lines: [sampleQuoteOf().lines[0]!],
      unavailable: [],
      subtotal_cents: 0,
      tax_cents: 0,
      total_cents: 0,
    });
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf({})),
      'GET /api/project/5/estimates': ok([cardOf({ status: 'sent', version: 2 })]),
      'GET /api/project/5/estimates/77': ok(clientEstimateOf('open_book')),
      'GET /api/sample_orders/quote': ok(quote),
      'POST /api/sample_orders': {
        status: 201,
        body: {
          success: true,
          message: SAMPLE_MESSAGES.placed('100200'),
          data: orderOf([orderItem({ sample: true })], { number: '100200' }),
        },
      },
    });
    const ui = renderPage(ProjectPage, { route: '/projects/:id', url: '/projects/5?tab=estimates' });
    await ui.user.click(await screen.findByRole('button', { name: /Estimate 77, version 2/ }));
    const view = await screen.findByRole('article', { name: /Estimate #77/ });
    const pdf = within(view).getByRole('button', { name: 'Download PDF' });
    const samples = within(view).getByRole('button', { name: 'Order samples' });
    expect(pdf.parentElement).toBe(samples.parentElement);

    await ui.user.click(samples);
    const dialog = await screen.findByRole('dialog', { name: 'Order samples' });
    // The tile is the version's one material line; its labour, allowance and fee have no product.
    await within(dialog).findByRole('checkbox', { name: /Carrara hex floor tile/ });
    expect(api.calls('GET /api/sample_orders/quote')[0]!.query.get('products')).toBe('TILE1');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Place sample order' }));
    expect(await screen.findByText(SAMPLE_MESSAGES.placed('100200'))).toBeTruthy();
    expect(api.calls('POST /api/sample_orders')[0]!.body).toEqual({ products: ['TILE1'], project: 5 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
