import { DomainError, InvalidInputError } from '../errors/domain-error';
import { assertSafeInput, assertSafeIntegers, MAX_INPUT_DEPTH } from './input-safety';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

const caught = (work: () => void): unknown => {
  try {
    work();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('assertSafeInput', () => {
  it('accepts ordinary payloads, emoji (surrogate pairs) included', () => {
    expect(() =>
      assertSafeInput({ email: 'a@b.com', tags: ['x', { y: 'naïve 🍛' }], n: 3, f: null }),
    ).not.toThrow();
    expect(() => assertSafeInput(nested(MAX_INPUT_DEPTH))).not.toThrow();
  });

  it('refuses nesting deeper than the limit with a 400, however deep, without overflowing', () => {
    for (const depth of [MAX_INPUT_DEPTH + 1, 100_000]) {
      const error = caught(() => assertSafeInput(nested(depth)));
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).status).toBe(400);
      expect((error as DomainError).message).toMatch(/nested too deeply/);
    }
  });

  it('refuses objects carrying toString or valueOf as data with a 422 naming the field', () => {
    // Number({ toString: 0 }) throws a TypeError: the transform of a numeric field would answer 500.
    for (const key of ['toString', 'valueOf']) {
      const error = caught(() => assertSafeInput({ follower_id: 2, action_type: { [key]: 0 } }));
      expect(error).toBeInstanceOf(InvalidInputError);
      expect((error as InvalidInputError).errors).toEqual({
        action_type: [expect.stringMatching(new RegExp(`may not be named ${key}`))],
      });
    }
    expect(() => assertSafeInput({ tags: ['toString', 'valueOf'], note: 'toString' })).not.toThrow();
  });

  it('refuses a lone surrogate with a 422 naming the field', () => {
    const error = caught(() => assertSafeInput({ user: { email: '\ud800@x.com' } }));
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).errors).toEqual({
      'user.email': [expect.stringMatching(/invalid character/)],
    });
    expect(caught(() => assertSafeInput(['ok', 'tail\udfff']))).toBeInstanceOf(InvalidInputError);
  });
});

describe('assertSafeIntegers', () => {
  it('refuses whole numbers beyond the exact range, naming the field', () => {
    const error = caught(() => assertSafeIntegers({ page: 1e300 }));
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).errors).toEqual({ page: ['The page is too large.'] });
  });

  it('lets fractions and safe integers through (their own validators judge them)', () => {
    expect(() =>
      assertSafeIntegers({ page: Number.MAX_SAFE_INTEGER, amount: 0.5, list: [1, 2] }),
    ).not.toThrow();
  });
});
