import {
  challengeNeeded,
  FAILURE_DELAY_MAX_MS,
  failureDelayMs,
  type LoginFailurePolicy,
} from './login-failures';

const policy: LoginFailurePolicy = { scope: 'test', perAccount: 5, perAddress: 10, windowSeconds: 900 };

describe('challengeNeeded', () => {
  it('asks for work once the account or the address reaches its count, not before', () => {
    expect(challengeNeeded(policy, { account: 4, address: 9 })).toBe(false);
    expect(challengeNeeded(policy, { account: 5, address: 0 })).toBe(true);
    expect(challengeNeeded(policy, { account: 0, address: 10 })).toBe(true);
  });

  it('scales the address count like the other per-IP limits, never the account count', () => {
    expect(challengeNeeded(policy, { account: 0, address: 10 }, 3)).toBe(false);
    expect(challengeNeeded(policy, { account: 0, address: 30 }, 3)).toBe(true);
    expect(challengeNeeded(policy, { account: 5, address: 0 }, 3)).toBe(true);
  });
});

describe('failureDelayMs', () => {
  it('grows with each failure and stops at its ceiling', () => {
    expect(failureDelayMs(0)).toBe(0);
    expect(failureDelayMs(1)).toBeLessThan(failureDelayMs(2));
    expect(failureDelayMs(1_000)).toBe(FAILURE_DELAY_MAX_MS);
    expect(failureDelayMs(-3)).toBe(0);
  });
});
