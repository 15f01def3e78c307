import { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MINUTES } from '@app/domain';
import type { Limit } from '../throttle/throttle.service.ts';

export const LOGIN_WINDOW_MS = LOGIN_WINDOW_MINUTES * 60 * 1000;
const DELAY_START_MS = 500;
const DELAY_MAX_MS = 4000;

export const tooManyLoginAttempts = (minutes: number) =>
  `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/**
 * Throttle keys of a sign-in: `pair` (this account from this address) and `address` are limits; `account`
 * (failures from every address) only slows the answers down, so nobody can lock an owner out from afar.
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
 * The progressive delay before an account's password is checked, from its failures (every address) in the
 * window: none while one address could have made them all, then 0.5 s doubling every 10 failures up to 4 s.
 * It slows guessing spread over many addresses without ever refusing the owner.
 */
export function loginDelayMs(accountFailures: number): number {
  if (accountFailures < LOGIN_MAX_FAILURES) return 0;
  const doublings = Math.floor((accountFailures - LOGIN_MAX_FAILURES) / LOGIN_MAX_FAILURES);
  return Math.min(DELAY_MAX_MS, DELAY_START_MS * 2 ** doublings);
}

/** The wait itself, an object so that tests can observe it instead of timing it. */
export const loginPause = {
  wait: (ms: number) =>
    ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve(),
};
