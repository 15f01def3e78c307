import { describe, expect, it } from 'vitest';
import { backoffWaitMs } from '../throttle/throttle.service.ts';
import { accountBackoff } from './login-throttle.ts';

describe('the account backoff (growing delays of an account under attack, issue 22 B5)', () => {
  it('is nothing for 5 failures, then 1 s, 2 s, 4 s … after the last one, capped at 15 minutes', () => {
    const b = accountBackoff('login:account:a@b.test');
    const now = 1_000_000_000;
    const failures = (n: number) => Array.from({ length: n }, () => new Date(now));
    expect([0, 4, 5, 6, 7, 14, 15, 40].map((n) => backoffWaitMs(failures(n), b, now))).toEqual([
      0, 0, 1000, 2000, 4000, 512_000, 900_000, 900_000,
    ]);
    expect(backoffWaitMs(failures(6), b, now + 1500)).toBe(500);
    expect(backoffWaitMs(failures(6), b, now + 2000)).toBe(0);
  });
});
