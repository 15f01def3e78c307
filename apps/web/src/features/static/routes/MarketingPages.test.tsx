import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAD_POPUP_OPEN_EVENT } from '../../../lib/lead-popup-request.ts';
import { fakeApi } from '../../../testing/static-fake-api.ts';
import { renderGuarded } from '../../../testing/test-helpers.tsx';
import AboutPage from './AboutPage.tsx';
import ContactPage from './ContactPage.tsx';
import HowItWorksPage from './HowItWorksPage.tsx';
import ProAccountPage from './ProAccountPage.tsx';

const renderPage = (element: React.ReactNode) => renderGuarded([{ path: 'page', element }], '/page');

beforeEach(() => {
  fakeApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('marketing pages (spec points 1 and 2)', () => {
  it('Pro Account: markup of at least 10%, Premium $199, 24-hour verification, Sign Up as a Pro', () => {
    renderPage(<ProAccountPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Grow your business with a Pro account',
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('at least 10%');
    expect(text).toContain('$199');
    expect(text).toContain('within 24 hours');
    expect(text).toContain('after 46 business days');
    const signUps = screen.getAllByRole('link', { name: 'Sign Up as a Pro' });
    expect(signUps.length).toBeGreaterThan(0);
    for (const link of signUps) expect(link.getAttribute('href')).toBe('/register/contractor');
  });

  it('How it works: the four steps in order', () => {
    renderPage(<HowItWorksPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Step 1: Choose a floor plan',
      'Step 2: Choose a template',
      'Step 3: Explore the virtual showroom',
      'Step 4: Finalize materials',
      'Ready to start?',
    ]);
  });

  it('About: the company and the marketing claims', async () => {
    renderPage(<AboutPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Remodel Market' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).toContain('California');
    expect(text).toContain('Save up to 60%');
    for (const figure of ['55%', '30%', '40%', '25,000+']) expect(text).toContain(figure);
  });

  it('Contact: the support address from the settings and the lead pop-up', async () => {
    const opened = vi.fn();
    window.addEventListener(LEAD_POPUP_OPEN_EVENT, opened);
    renderPage(<ContactPage />);
    expect((await screen.findByRole('link', { name: 'help@remodel.test' })).getAttribute('href')).toBe(
      'mailto:help@remodel.test',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get my savings' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(LEAD_POPUP_OPEN_EVENT, opened);
  });
});
