import { describe, expect, it } from 'vitest';
import { decideRouteAccess, type GuardInput, redirectToFor, roleIdOf } from './guard-rules.ts';

const TOKEN = 'a-token-longer-than-ten';
const verifiedUser = { type: 'User', email_verified_at: '2026-01-01T00:00:00.000Z' };
const admin = { type: 'Admin', email_verified_at: '2026-01-01T00:00:00.000Z' };

const input = (over: Partial<GuardInput>): GuardInput => ({
  meta: {},
  pathname: '/',
  search: '',
  token: null,
  user: null,
  status: 'anonymous',
  otpVerified: false,
  storedRedirect: null,
  entering: true,
  ...over,
});
const signedIn = (user: GuardInput['user'], over: Partial<GuardInput> = {}) =>
  input({ token: TOKEN, user, status: 'authenticated', ...over });

describe('protected routes (spec point 4)', () => {
  it('sends a visitor without a token to login with the path and query asked for', () => {
    expect(
      decideRouteAccess(input({ meta: { auth: true }, pathname: '/checkout', search: '?step=2' })),
    ).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fcheckout%3Fstep%3D2',
    });
  });

  it('treats a token of 10 characters or fewer as signed out', () => {
    expect(
      decideRouteAccess(input({ meta: { auth: true }, pathname: '/account', token: '0123456789' })),
    ).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Faccount',
    });
  });

  it('waits for the user on a protected page, but shows public pages at once', () => {
    expect(decideRouteAccess(input({ meta: { auth: true }, token: TOKEN, status: 'loading' })).kind).toBe(
      'wait',
    );
    expect(decideRouteAccess(input({ token: TOKEN, status: 'loading' })).kind).toBe('allow');
  });

  it('lets a verified User in', () => {
    expect(
      decideRouteAccess(signedIn(verifiedUser, { meta: { auth: true }, pathname: '/account' })).kind,
    ).toBe('allow');
  });
});

describe('role checks (ids 1 admin, 2 shop, 3 customer)', () => {
  it('maps account types to role ids', () => {
    expect([
      roleIdOf('Admin'),
      roleIdOf('Contractor'),
      roleIdOf('Vendor'),
      roleIdOf('User'),
      roleIdOf('x'),
    ]).toEqual([1, 2, 2, 3, null]);
  });

  it('sends a user who is not in the role back', () => {
    expect(decideRouteAccess(signedIn(verifiedUser, { meta: { roles: [1] } }))).toEqual({ kind: 'back' });
    expect(decideRouteAccess(signedIn(verifiedUser, { meta: { roles: [3] } }))).toEqual({ kind: 'allow' });
    expect(decideRouteAccess(signedIn(admin, { meta: { roles: [1, 2] }, otpVerified: true }))).toEqual({
      kind: 'allow',
    });
  });
});

describe('admin OTP cookie', () => {
  it('logs out a signed-in Admin without the OTP cookie', () => {
    expect(decideRouteAccess(signedIn(admin, { pathname: '/account', meta: { auth: true } }))).toEqual({
      kind: 'logout',
    });
    expect(decideRouteAccess(signedIn(admin, { pathname: '/' }))).toEqual({ kind: 'logout' });
  });

  it('keeps the Admin on the sign-in page for the OTP step', () => {
    expect(decideRouteAccess(signedIn(admin, { pathname: '/login', meta: { guest: true } }))).toEqual({
      kind: 'allow',
    });
  });

  it('lets the Admin with the OTP cookie through, and sends them from login to /account', () => {
    expect(decideRouteAccess(signedIn(admin, { pathname: '/account', otpVerified: true })).kind).toBe(
      'allow',
    );
    expect(
      decideRouteAccess(signedIn(admin, { pathname: '/login', meta: { guest: true }, otpVerified: true })),
    ).toEqual({
      kind: 'redirect',
      to: '/account',
    });
  });
});

describe('email verification', () => {
  const unverified = { type: 'User', email_verified_at: null };

  it('sends an unverified user to /verifiction, except on the verify pages', () => {
    expect(decideRouteAccess(signedIn(unverified, { pathname: '/account', meta: { auth: true } }))).toEqual({
      kind: 'redirect',
      to: '/verifiction',
    });
    expect(
      decideRouteAccess(signedIn(unverified, { pathname: '/verifiction', meta: { auth: true } })).kind,
    ).toBe('allow');
    expect(decideRouteAccess(signedIn(unverified, { pathname: '/verify/abc' })).kind).toBe('allow');
  });

  it('sends a verified user from /verifiction to redirect_to, or home', () => {
    expect(
      decideRouteAccess(signedIn(verifiedUser, { pathname: '/verifiction', storedRedirect: '/checkout' })),
    ).toEqual({ kind: 'redirect', to: '/checkout' });
    expect(decideRouteAccess(signedIn(verifiedUser, { pathname: '/verifiction' }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(
      decideRouteAccess(
        signedIn(verifiedUser, { pathname: '/verifiction', storedRedirect: 'https://evil.test' }),
      ),
    ).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('guest-only pages', () => {
  it('sends a signed-in user from login to /account and from register home', () => {
    expect(decideRouteAccess(signedIn(verifiedUser, { pathname: '/login', meta: { guest: true } }))).toEqual({
      kind: 'redirect',
      to: '/account',
    });
    expect(
      decideRouteAccess(signedIn(verifiedUser, { pathname: '/register', meta: { guest: true } })),
    ).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('does not bounce a user who just signed in on the page', () => {
    expect(
      decideRouteAccess(
        signedIn(verifiedUser, { pathname: '/register', meta: { guest: true }, entering: false }),
      ).kind,
    ).toBe('allow');
  });

  it('lets visitors in', () => {
    expect(decideRouteAccess(input({ pathname: '/login', meta: { guest: true } })).kind).toBe('allow');
  });
});

describe('redirect_to memory', () => {
  it('stores the redirect query of the sign-in page', () => {
    expect(redirectToFor({ pathname: '/login', search: '?redirect=%2Faccount' }, '/')).toBe('/account');
  });

  it('stores /checkout when signing in from the cart', () => {
    expect(redirectToFor({ pathname: '/login', search: '' }, '/cart')).toBe('/checkout');
  });

  it('stores the previous page otherwise, and never another origin', () => {
    expect(redirectToFor({ pathname: '/register', search: '' }, '/visualize?x=1')).toBe('/visualize?x=1');
    expect(redirectToFor({ pathname: '/login', search: '?redirect=//evil.test' }, null)).toBeNull();
  });

  it('leaves it alone on other pages and when coming from another account page', () => {
    expect(redirectToFor({ pathname: '/account', search: '' }, '/')).toBeUndefined();
    expect(redirectToFor({ pathname: '/login', search: '' }, '/register')).toBeUndefined();
  });
});
