import { InvalidInputError, NotFoundError } from './domain-error';
import { checkEveryField } from './field-checks';

const refuse = (field: string, message: string) => () => {
  throw new InvalidInputError({ [field]: [message] });
};

describe('checkEveryField', () => {
  it('answers the checks’ values in order when all pass', async () => {
    await expect(checkEveryField([() => 1, async () => 'two'] as const)).resolves.toEqual([1, 'two']);
  });

  it('refuses once with the field errors of every failing check, the first message of a field kept', async () => {
    const error = await checkEveryField([
      refuse('city_id', 'No such city'),
      () => 'fine',
      async () => refuse('images', 'Too many images')(),
      refuse('city_id', 'A second city message'),
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).errors).toEqual({
      city_id: ['No such city'],
      images: ['Too many images'],
    });
    expect((error as InvalidInputError).status).toBe(422);
  });

  it('throws any other error as it is', async () => {
    const notFound = new NotFoundError();
    await expect(checkEveryField([refuse('a', 'x'), () => Promise.reject(notFound)])).rejects.toBe(notFound);
  });
});
