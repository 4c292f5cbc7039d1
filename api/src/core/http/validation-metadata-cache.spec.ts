import { IsInt, IsOptional, Min, validate } from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata-cache';

class Page {
  @IsInt()
  @Min(1)
  page!: number;
}

class FilteredPage extends Page {
  @IsOptional()
  @IsInt()
  filter?: number;
}

const errorsOf = async (target: object) => (await validate(target)).map((e) => e.property).sort();

describe('cacheValidationMetadata', () => {
  beforeAll(() => cacheValidationMetadata());

  it('keeps validating with inherited rules, the same on every call', async () => {
    const bad = Object.assign(new FilteredPage(), { page: 0, filter: 'x' });
    expect(await errorsOf(bad)).toEqual(['filter', 'page']);
    expect(await errorsOf(bad)).toEqual(['filter', 'page']);
    expect(await errorsOf(Object.assign(new FilteredPage(), { page: 2 }))).toEqual([]);
  });

  it('sees a rule registered after the first validations', async () => {
    class Sized {
      @IsInt()
      page!: number;
    }
    const sized = Object.assign(new Sized(), { page: 1, size: 'big' });
    expect(await errorsOf(sized)).toEqual([]);
    IsInt()(Sized.prototype, 'size');
    expect(await errorsOf(sized)).toEqual(['size']);
  });
});
