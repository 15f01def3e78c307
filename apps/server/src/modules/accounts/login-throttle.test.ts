import { describe, expect, it } from 'vitest';
import { loginDelayMs } from './login-throttle.ts';

describe('loginDelayMs (the progressive delay of an account under attack)', () => {
  it('is nothing while one address could have made every failure, then doubles every 10 up to 4 s', () => {
    expect([0, 9, 10, 19, 20, 30, 40, 1000].map(loginDelayMs)).toEqual([
      0, 0, 500, 500, 1000, 2000, 4000, 4000,
    ]);
  });
});
