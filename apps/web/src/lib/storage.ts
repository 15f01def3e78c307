import { type UserType, userTypeCookieValue } from '@app/domain/accounts/roles';
import { looksSignedIn } from '@app/domain/accounts/sign-in';
import { CART_COOKIE, CART_COOKIE_DAYS } from '@app/domain/cart/cart-cookie';
import { OTP_COOKIE_DAYS, REMEMBER_ME_DAYS, USER_TYPE_COOKIE_DAYS } from '@app/domain/shared/constants';
import { SHOWROOM_COOKIE, SHOWROOM_COOKIE_DAYS } from '@app/domain/showrooms/showroom-cookie';
import Cookies from 'js-cookie';
import { STORAGE_KEYS, VISUALIZER_KEYS } from './storage-keys.ts';

export { STORAGE_KEYS, VISUALIZER_KEYS };

export type StorageKey =
  | (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
  | (typeof VISUALIZER_KEYS)[keyof typeof VISUALIZER_KEYS];

/** Reads a JSON value; a plain (non-JSON) string such as a token comes back as that string. */
export function readStored<T = unknown>(key: StorageKey): T | null {
  const raw = safeStorage()?.getItem(key) ?? null;
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return raw as T;
  }
}

/** Strings are stored as they are (tokens, paths), anything else as JSON. */
export function writeStored(key: StorageKey, value: unknown): void {
  safeStorage()?.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
}

export function removeStored(...keys: StorageKey[]): void {
  const storage = safeStorage();
  for (const key of keys) storage?.removeItem(key);
}

export const getAuthToken = () => readRaw(STORAGE_KEYS.authToken);
export const setAuthToken = (token: string) => writeStored(STORAGE_KEYS.authToken, token);
export const clearAuthToken = () => removeStored(STORAGE_KEYS.authToken);
export const getAiAuthToken = () => readRaw(STORAGE_KEYS.AIauthToken);
export const clearAiAuthToken = () => removeStored(STORAGE_KEYS.AIauthToken);

/** Raw string, never JSON-parsed (tokens). */
function readRaw(key: StorageKey): string | null {
  return safeStorage()?.getItem(key) ?? null;
}

/** Storage can throw (privacy modes, quota); the app keeps working without it. */
function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/* ---- Cookies of spec point 3 (lifetimes of point 9) ---- */

export const COOKIE_NAMES = {
  userType: 'user_type',
  otpVerified: 'otp_verified',
  rememberedEmail: 'remember_email',
} as const;

const cookieOptions = (days: number) =>
  ({
    expires: days,
    sameSite: 'lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  }) as const;

/** The user-type cookie holds the lowercase role, for 1 day. */
export const setUserTypeCookie = (type: UserType | string) =>
  Cookies.set(
    COOKIE_NAMES.userType,
    userTypeCookieValue(type as UserType),
    cookieOptions(USER_TYPE_COOKIE_DAYS),
  );
export const getUserTypeCookie = () => Cookies.get(COOKIE_NAMES.userType) ?? null;
export const clearUserTypeCookie = () => Cookies.remove(COOKIE_NAMES.userType);

/** Admin OTP-verified flag, 340 days. */
export const setOtpVerified = () =>
  Cookies.set(COOKIE_NAMES.otpVerified, '1', cookieOptions(OTP_COOKIE_DAYS));
export const isOtpVerified = () => Cookies.get(COOKIE_NAMES.otpVerified) === '1';
export const clearOtpVerified = () => Cookies.remove(COOKIE_NAMES.otpVerified);

/**
 * The chosen showroom's ID for the server's page renders (domain showrooms/showroom-cookie.ts); `my_item`
 * stays the selection itself (spec point 3).
 */
export const setShowroomCookie = (vsdId: string | null) =>
  vsdId
    ? Cookies.set(SHOWROOM_COOKIE, vsdId, cookieOptions(SHOWROOM_COOKIE_DAYS))
    : Cookies.remove(SHOWROOM_COOKIE);
export const getShowroomCookie = () => Cookies.get(SHOWROOM_COOKIE) ?? null;

/**
 * Keeps the cookie that tells the server whether this browser may have a cart (domain cart/cart-cookie.ts):
 * a guest cart's id (`cart_id`) or a session. Run at start, after each cart answer and when a session begins
 * or ends; a stale cookie only makes /cart arrive as loading, or empty until the browser's own read answers.
 */
export function syncCartCookie() {
  const cartId = readStored<unknown>(STORAGE_KEYS.cart_id);
  const may = (typeof cartId === 'string' && cartId !== '') || looksSignedIn(getAuthToken());
  if ((Cookies.get(CART_COOKIE) === '1') === may) return;
  if (may) Cookies.set(CART_COOKIE, '1', cookieOptions(CART_COOKIE_DAYS));
  else Cookies.remove(CART_COOKIE);
}

/** Remember me keeps the email only, never the password (product.md "Security decisions"). */
export const rememberEmail = (email: string) =>
  Cookies.set(COOKIE_NAMES.rememberedEmail, email, cookieOptions(REMEMBER_ME_DAYS));
export const rememberedEmail = () => Cookies.get(COOKIE_NAMES.rememberedEmail) ?? null;
export const forgetRememberedEmail = () => Cookies.remove(COOKIE_NAMES.rememberedEmail);
