import { decodePayload, MAX_SOLUTION_LENGTH } from './sign-in-challenge';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('decodePayload', () => {
  it('reads the challenge and solution of an altcha field', () => {
    const challenge = { parameters: { expiresAt: 10, algorithm: 'SHA-256' }, signature: 'ab' };
    const solution = { counter: 3, derivedKey: 'cd' };
    expect(decodePayload(encode({ challenge, solution }))).toEqual({ challenge, solution });
  });

  it('answers null for anything that is not one, without throwing', () => {
    const challenge = { parameters: { expiresAt: 10 }, signature: 'ab' };
    for (const payload of [
      undefined,
      '',
      'not base64 json',
      encode(null),
      encode({ challenge }),
      encode({ challenge: { parameters: {}, signature: 'ab' }, solution: {} }),
      encode({ challenge: { parameters: { expiresAt: 10 } }, solution: {} }),
      'a'.repeat(MAX_SOLUTION_LENGTH + 1),
    ])
      expect(decodePayload(payload)).toBeNull();
  });
});
