import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN } from '../testing/users.ts';
import {
  clearAuthToken,
  clearOtpVerified,
  clearUserTypeCookie,
  forgetRememberedEmail,
  getAuthToken,
  getUserTypeCookie,
  isOtpVerified,
  readStored,
  rememberEmail,
  rememberedEmail,
  removeStored,
  STORAGE_KEYS,
  setAuthToken,
  setOtpVerified,
  setUserTypeCookie,
  syncCartCookie,
  VISUALIZER_KEYS,
  writeStored,
} from './storage.ts';

/** js-cookie writes `document.cookie`; capture what it sets, attributes included. */
function cookieWrites() {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

const daysFromNow = (write: string) => {
  const expires = /expires=([^;]+)/i.exec(write)?.[1];
  return expires ? Math.round((Date.parse(expires) - Date.now()) / 86_400_000) : null;
};

afterEach(() => vi.restoreAllMocks());

describe('browser storage keys (spec point 3)', () => {
  it('has exactly the keys of the spec', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      [
        'authToken',
        'AIauthToken',
        'my_item',
        'project',
        'cart_id',
        'new-layout',
        'breadcrumb',
        'category',
        'product_category',
        'showroom',
        'product_list',
        'user_login',
        'top_product',
        'customer_viewed',
        'recently_viewed',
        'pagination',
        'redirect_to',
        'visual_redirect',
      ].sort(),
    );
    // The visualizer's own, kept apart from the spec's.
    expect(Object.values(VISUALIZER_KEYS)).toEqual(['visual_design', 'style_profile']);
  });

  it('stores strings raw and other values as JSON', () => {
    setAuthToken('abc.def-123456');
    writeStored(STORAGE_KEYS.my_item, { showroom: 7, vsd_id: 'DEMO2026' });
    writeStored(STORAGE_KEYS.cart_id, 42);
    expect(localStorage.getItem('authToken')).toBe('abc.def-123456');
    expect(getAuthToken()).toBe('abc.def-123456');
    expect(readStored(STORAGE_KEYS.my_item)).toEqual({ showroom: 7, vsd_id: 'DEMO2026' });
    expect(readStored(STORAGE_KEYS.cart_id)).toBe(42);
    removeStored(STORAGE_KEYS.my_item, STORAGE_KEYS.cart_id);
    expect(readStored(STORAGE_KEYS.my_item)).toBeNull();
    expect(readStored(STORAGE_KEYS.cart_id)).toBeNull();
  });

  it('reads a stored path that is not JSON as the string', () => {
    localStorage.setItem('redirect_to', '/checkout');
    expect(readStored(STORAGE_KEYS.redirect_to)).toBe('/checkout');
  });
});

describe('cookies (spec points 3 and 9)', () => {
  it('user type: the lowercase role, for 1 day', () => {
    const writes = cookieWrites();
    setUserTypeCookie('Admin');
    expect(getUserTypeCookie()).toBe('admin');
    expect(daysFromNow(writes[0])).toBe(1);
    clearUserTypeCookie();
    expect(getUserTypeCookie()).toBeNull();
  });

  it('admin OTP verified: 340 days', () => {
    const writes = cookieWrites();
    expect(isOtpVerified()).toBe(false);
    setOtpVerified();
    expect(isOtpVerified()).toBe(true);
    expect(daysFromNow(writes[0])).toBe(340);
    clearOtpVerified();
    expect(isOtpVerified()).toBe(false);
  });

  it('remember me keeps the email for 340 days and never a password', () => {
    const writes = cookieWrites();
    rememberEmail('homeowner@demo.test');
    expect(rememberedEmail()).toBe('homeowner@demo.test');
    expect(daysFromNow(writes[0])).toBe(340);
    expect(document.cookie).not.toMatch(/password|demo-pass/i);
    expect(writes.join(';')).not.toMatch(/password/i);
    forgetRememberedEmail();
    expect(rememberedEmail()).toBeNull();
  });

  it('has_cart says whether this browser may have a cart: a guest cart id or a session (issue 23)', () => {
    syncCartCookie();
    expect(document.cookie).not.toContain('has_cart');
    writeStored(STORAGE_KEYS.cart_id, 'tmp-abc');
    syncCartCookie();
    expect(document.cookie).toContain('has_cart=1');
    removeStored(STORAGE_KEYS.cart_id);
    syncCartCookie();
    expect(document.cookie).not.toContain('has_cart');
    setAuthToken(TOKEN);
    syncCartCookie();
    expect(document.cookie).toContain('has_cart=1');
    clearAuthToken();
    syncCartCookie();
    expect(document.cookie).not.toContain('has_cart');
  });

  it('no helper takes a password: the cookie API only has email, type, OTP and showroom setters', async () => {
    const storage = await import('./storage.ts');
    const setters = Object.keys(storage).filter((name) => /^(set|remember)[A-Z]/.test(name));
    expect(setters.sort()).toEqual([
      'rememberEmail',
      'setAuthToken',
      'setOtpVerified',
      'setShowroomCookie',
      'setUserTypeCookie',
    ]);
    expect(Object.keys(storage).some((name) => /password/i.test(name))).toBe(false);
  });
});
