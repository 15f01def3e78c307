import { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MINUTES } from '@app/domain';
import { type Backoff, type Limit, MAX_WINDOW_MS } from '../throttle/throttle.service.ts';

export const LOGIN_WINDOW_MS = LOGIN_WINDOW_MINUTES * 60 * 1000;

export const tooManyLoginAttempts = (minutes: number) =>
  `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/**
 * Throttle keys of a sign-in: `pair` (this account from this address) and `address` are limits; `account`
 * (failures from every address) gives the account growing delays (accountBackoff), which a known device skips.
 */
export const loginThrottleKeys = (email: string, ip: string) => {
  const account = email.trim().toLowerCase();
  return {
    pair: `login:pair:${ip}:${account}`,
    address: `login:ip:${ip}`,
    account: `login:account:${account}`,
  };
};

export const loginLimits = (keys: ReturnType<typeof loginThrottleKeys>): Limit[] => [
  { key: keys.pair, max: LOGIN_MAX_FAILURES, windowMs: LOGIN_WINDOW_MS },
  { key: keys.address, max: LOGIN_MAX_FAILURES_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS },
];

/**
 * The account's growing delays (issue 22 B5), failures from every address counted: after 5 in a day, the
 * next attempt waits 1 s after the last, then 2 s, 4 s … up to 15 minutes. An attempt inside the delay is
 * answered 429 with Retry-After and its password is not checked (a right one neither), so 200 guesses from
 * 20 addresses get a handful checked. Never a lock-out: the delay ends, a known device skips it, a password
 * reset clears it.
 */
export const accountBackoff = (key: string): Backoff => ({
  key,
  free: ACCOUNT_FREE_FAILURES,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  windowMs: MAX_WINDOW_MS,
});
export const ACCOUNT_FREE_FAILURES = 5;

/** Per known device: as many failures as one account from one address (it skips the account's delays). */
export const deviceLimit = (nonce: string): Limit => ({
  key: `login:device:${nonce}`,
  max: LOGIN_MAX_FAILURES,
  windowMs: LOGIN_WINDOW_MS,
});
