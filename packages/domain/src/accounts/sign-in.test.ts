import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { decidePortalSignIn, decideSignIn, looksSignedIn, postSignInPath, safeRedirect } from './sign-in.ts';

const user = { type: 'User', status: 'Active', email_verified_at: '2026-01-01T00:00:00Z', total_projects: 0 };

describe('decideSignIn (spec point 4)', () => {
  it('refuses contractors and vendors on the main sign-in page', () => {
    expect(decideSignIn({ ...user, type: 'Contractor' }, { otpVerified: false })).toEqual({
      action: 'refuse',
      message: 'You are not authorized to access this page.',
    });
    expect(decideSignIn({ ...user, type: 'Vendor' }, { otpVerified: true }).action).toBe('refuse');
  });

  it('refuses deactivated and pending accounts with their messages', () => {
    expect(decideSignIn({ ...user, status: 'Deactive' }, { otpVerified: false })).toEqual({
      action: 'refuse',
      message: MESSAGES.deactivated,
    });
    expect(decideSignIn({ ...user, status: 'Pending' }, { otpVerified: false })).toEqual({
      action: 'refuse',
      message: MESSAGES.pendingApproval,
    });
    expect(decideSignIn({ ...user, status: 'Whatever' }, { otpVerified: false }).action).toBe('refuse');
  });

  it('sends an unverified user to verification and lets a verified one in (Active or Approve)', () => {
    expect(decideSignIn({ ...user, email_verified_at: null }, { otpVerified: false }).action).toBe(
      'verify-email',
    );
    expect(decideSignIn(user, { otpVerified: false }).action).toBe('proceed');
    expect(decideSignIn({ ...user, status: 'Approve' }, { otpVerified: false }).action).toBe('proceed');
  });

  it('asks the admin for the OTP unless the OTP cookie is set', () => {
    const admin = { ...user, type: 'Admin' };
    expect(decideSignIn(admin, { otpVerified: false }).action).toBe('admin-otp');
    expect(decideSignIn(admin, { otpVerified: true }).action).toBe('admin-account');
  });
});

describe('post sign-in path', () => {
  it('prefers the stored redirect, then the parameter, else home', () => {
    expect(postSignInPath({ storedRedirect: '/checkout', redirectParam: '/account', totalProjects: 0 })).toBe(
      '/checkout',
    );
    expect(postSignInPath({ redirectParam: '/account', totalProjects: 0 })).toBe('/account');
    expect(postSignInPath({ totalProjects: 0 })).toBe('/');
  });

  it('sends /login to home and honours /visualize/checklist', () => {
    expect(postSignInPath({ redirectParam: '/login', totalProjects: 0 })).toBe('/');
    expect(postSignInPath({ storedRedirect: '/visualize/checklist', totalProjects: 3 })).toBe(
      '/visualize/checklist',
    );
  });

  it('sends users with projects home unless they asked for a page', () => {
    expect(postSignInPath({ storedRedirect: '/cart', totalProjects: 2 })).toBe('/');
    expect(postSignInPath({ redirectParam: '/account', totalProjects: 2 })).toBe('/account');
  });

  it('never follows another origin', () => {
    expect(safeRedirect('https://evil.test/')).toBeNull();
    expect(safeRedirect('//evil.test/')).toBeNull();
    expect(safeRedirect('/\\evil.test')).toBeNull();
    expect(postSignInPath({ redirectParam: '//evil.test', totalProjects: 0 })).toBe('/');
  });
});

describe('looksSignedIn', () => {
  it('needs a token longer than 10 characters', () => {
    expect(looksSignedIn('1234567890')).toBe(false);
    expect(looksSignedIn('12345678901')).toBe(true);
    expect(looksSignedIn(null)).toBe(false);
  });
});

describe('decidePortalSignIn (decisions/0011)', () => {
  const pro = { type: 'Contractor', status: 'Active', email_verified_at: '2026-01-01T00:00:00Z' };
  it('lets an active, verified Contractor into the pro portal', () => {
    expect(decidePortalSignIn(pro, 'pro')).toEqual({ action: 'proceed' });
  });
  it('refuses every other type with the portal’s own message', () => {
    for (const type of ['User', 'Vendor', 'Admin'])
      expect(decidePortalSignIn({ ...pro, type }, 'pro')).toEqual({
        action: 'refuse',
        message: 'This sign-in is for pros. Homeowners sign in on the main sign-in page.',
      });
  });
  it('gives the spec’s messages to a deactivated or pending pro, and sends an unverified one to confirm', () => {
    expect(decidePortalSignIn({ ...pro, status: 'Deactive' }, 'pro')).toEqual({
      action: 'refuse',
      message: "Your account has been deactivated. Please contact the provider's support.",
    });
    for (const status of ['Pending', 'Declined'])
      expect(decidePortalSignIn({ ...pro, status }, 'pro')).toEqual({
        action: 'refuse',
        message: 'Your account is currently pending approval by the provider.',
      });
    expect(decidePortalSignIn({ ...pro, email_verified_at: null }, 'pro')).toEqual({
      action: 'verify-email',
    });
  });
  it('lets only an active, verified Vendor into the vendor portal, with the same spec messages', () => {
    const vendor = { ...pro, type: 'Vendor' };
    expect(decidePortalSignIn(vendor, 'vendor')).toEqual({ action: 'proceed' });
    for (const type of ['User', 'Contractor', 'Admin'])
      expect(decidePortalSignIn({ ...vendor, type }, 'vendor')).toEqual({
        action: 'refuse',
        message: 'This sign-in is for vendors. Homeowners sign in on the main sign-in page.',
      });
    expect(decidePortalSignIn({ ...vendor, status: 'Pending' }, 'vendor')).toEqual({
      action: 'refuse',
      message: 'Your account is currently pending approval by the provider.',
    });
    expect(decidePortalSignIn({ ...vendor, email_verified_at: null }, 'vendor')).toEqual({
      action: 'verify-email',
    });
  });
});
