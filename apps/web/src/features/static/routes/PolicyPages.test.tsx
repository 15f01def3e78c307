import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/static-fake-api.ts';
import { renderGuarded } from '../../../testing/test-helpers.tsx';
import CookiesPolicyPage from './CookiesPolicyPage.tsx';
import PrivacyPolicyPage from './PrivacyPolicyPage.tsx';
import ReturnPolicyPage from './ReturnPolicyPage.tsx';
import TermsOfServicePage from './TermsOfServicePage.tsx';

const renderPage = (element: React.ReactNode) => renderGuarded([{ path: 'page', element }], '/page');
const pageText = () => screen.getByRole('article').textContent ?? '';
const sectionTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.replace(/^\d+\. /, ''));

beforeEach(() => {
  fakeApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('policy pages carry the contractual figures (spec point 9)', () => {
  it('Terms of Service: every listed section, in order, with the figures', async () => {
    renderPage(<TermsOfServicePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'End User License Agreement and Terms of Service' }),
    ).toBeTruthy();
    expect(sectionTitles().slice(1)).toEqual([
      'Summary of material terms',
      'General',
      'Licence scope',
      'Registration',
      'User content',
      'Fees and payment',
      'Additional services',
      'Third-party materials',
      'Acceptable use',
      'Data consent',
      'Ownership',
      'Feedback',
      'Violations',
      'Liability',
      'Termination',
      'Disclaimer',
      'Limitation of liability',
      'Indemnity',
      'Third-party disputes',
      'Copyright policy',
      'Dispute resolution',
      'Return policy',
      'Miscellaneous',
    ]);
    const text = pageText();
    expect(text).toContain('at least 13 years old');
    expect(text).toContain('under 18 need the consent of a parent');
    expect(text).toContain('renew automatically');
    expect(text).toContain('greater of the fees you paid us or 100 US dollars');
    expect(text).toContain('within one (1) year');
    expect(text).toContain('within 12 days of delivery');
    expect(text).toContain('never greater than the return shipping');
    expect(text).toContain('within 30 days of receiving the return');
    expect(text).toContain('after 46 business days');
    expect(text).toContain('within 10 days');
    // The support address from GET /api/setting appears once it has loaded.
    expect((await screen.findAllByRole('link', { name: 'help@remodel.test' })).length).toBeGreaterThan(0);
  });

  it('Return Policy: 12 days, restocking fee, 30 days, 7 to 14 business days, 60 minutes, two weeks', () => {
    renderPage(<ReturnPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeTruthy();
    const text = pageText();
    for (const figure of [
      'within 12 days of delivery',
      'never greater than the return shipping',
      'within 30 days of receiving it',
      'within 7 to 14 business days',
      'within 60 minutes of placing it',
      'within two weeks of delivery',
      'after 46 business days',
    ])
      expect(text).toContain(figure);
  });

  it('Privacy Policy: last updated May 3, 2021, its topics and selling information as a use', () => {
    renderPage(<PrivacyPolicyPage />);
    expect(screen.getByText('Last updated May 3, 2021')).toBeTruthy();
    const text = pageText();
    for (const topic of [
      'Registration data',
      'Social sign-on',
      'Referrals',
      'Payments',
      'Support',
      'Location',
    ])
      expect(text).toContain(topic);
    expect(text).toContain('Cookies and analytics');
    expect(text).toContain('sell information to third parties');
    expect(text).toMatch(/Mergers:/);
    expect(sectionTitles()).toContain('Security');
  });

  it('Cookies Policy: effective March 9, 2022', () => {
    renderPage(<CookiesPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cookies Policy' })).toBeTruthy();
    expect(screen.getByText('Effective March 9, 2022')).toBeTruthy();
    expect(pageText()).toContain('340 days');
  });
});
