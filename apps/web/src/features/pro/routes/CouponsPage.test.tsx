import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import CouponsPage from './CouponsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const markups = {
  default_bps: 1000,
  min_bps: 1000,
  recommended_bps: 1000,
  max_bps: 10000,
  platform_fee_bps: 500,
  categories: [
    { category_id: 7, name: 'Countertop', department: 'Kitchen', markup_bps: 1200 },
    { category_id: 9, name: 'Toilets', department: 'Bathroom', markup_bps: null },
  ],
  products: [],
};

const coupon = {
  id: 3,
  code: 'SPRING10',
  kind: 'percent',
  percent_bps: 1000,
  amount_cents: null,
  category_id: null,
  category_name: null,
  expires_on: '2027-03-31',
  max_uses: 20,
  uses: 4,
  active: true,
  status: 'active',
  created_at: '2026-11-26T10:00:00Z',
};

describe('/pro/coupons', () => {
  it('says there are none yet, creates one with the percent in bps, and lists it', async () => {
    let list: unknown[] = [];
    const api = fakeApi({
      'GET /api/pro/markups': ok(markups),
      'GET /api/pro/coupons': () => ok({ coupons: list }),
      'POST /api/pro/coupons': () => {
        list = [coupon];
        return { status: 201, body: { success: true, message: 'Your coupon is saved.', data: coupon } };
      },
    });
    const { user } = renderPage(CouponsPage, { route: '/pro/coupons' });
    expect(await screen.findByText(/You have no coupons yet/)).toBeTruthy();
    // The percent's limit is the markup of what it applies to.
    expect(screen.getByText('Of the material’s price; at most your markup, 10%.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/^Applies to/), '7');
    expect(screen.getByText('Of the material’s price; at most your markup, 12%.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Code/), 'spring10');
    await user.type(screen.getByLabelText(/^Percent off/), '10');
    await user.type(screen.getByLabelText(/^Usage limit/), '20');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Your coupon is saved.')).toBeTruthy();
    expect(api.calls('POST /api/pro/coupons')[0].body).toEqual({
      code: 'SPRING10',
      kind: 'percent',
      percent_bps: 1000,
      amount_cents: null,
      category_id: 7,
      expires_on: null,
      max_uses: 20,
      active: true,
    });
    const row = (await screen.findByRole('rowheader', { name: 'SPRING10' })).closest('tr')!;
    expect(within(row).getByText('10% off')).toBeTruthy();
    expect(within(row).getByText('4 of 20')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
  });

  it('checks the form with the server’s schema, and shows the server’s refusal next to the percent', async () => {
    const api = fakeApi({
      'GET /api/pro/markups': ok(markups),
      'GET /api/pro/coupons': ok({ coupons: [] }),
      'POST /api/pro/coupons': invalid({
        percent_bps: ['A coupon cannot be more than your markup on Countertop (12%).'],
      }),
    });
    const { user } = renderPage(CouponsPage, { route: '/pro/coupons' });
    await user.click(await screen.findByRole('button', { name: 'Create coupon' }));
    expect(screen.getByText('The code field is required.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Code/), 'BIG15');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(screen.getByText('The percent off is required.')).toBeTruthy();
    expect(api.calls('POST /api/pro/coupons')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Percent off/), '15');
    await user.selectOptions(screen.getByLabelText(/^Applies to/), '7');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    const percent = screen.getByLabelText(/^Percent off/);
    expect(
      await screen.findByText('A coupon cannot be more than your markup on Countertop (12%).'),
    ).toBeTruthy();
    expect(percent.getAttribute('aria-invalid')).toBe('true');
  });

  it('pauses a coupon by sending its terms back with active false', async () => {
    const api = fakeApi({
      'GET /api/pro/markups': ok(markups),
      'GET /api/pro/coupons': ok({ coupons: [coupon] }),
      'PUT /api/pro/coupons/3': ok({ ...coupon, active: false, status: 'paused' }, 'Your coupon is saved.'),
    });
    const { user } = renderPage(CouponsPage, { route: '/pro/coupons' });
    await screen.findByRole('rowheader', { name: 'SPRING10' });
    await user.click(await screen.findByRole('button', { name: 'Pause SPRING10' }));
    expect(await screen.findByText('Your coupon is saved.')).toBeTruthy();
    expect(api.calls('PUT /api/pro/coupons/3')[0].body).toMatchObject({ code: 'SPRING10', active: false });
  });
});
