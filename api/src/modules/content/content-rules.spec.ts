import { slugify } from './content-paging';
import { seriesOf } from './podcasts.service';

describe('seriesOf', () => {
  it('names a series by its title, case-insensitively, with the seeds\u2019 default as an alias', () => {
    expect(seriesOf('The Phoenix Tales')).toBe('The Phoenix Tale');
    expect(seriesOf('the phoenix tale')).toBe('The Phoenix Tale');
    expect(seriesOf(' Trending Stories ')).toBe('Trending Stories');
    expect(seriesOf('Stories Season 1')).toBe('Stories Season 1');
    expect(seriesOf('Season 2')).toBeNull();
  });
});

describe('slugify', () => {
  it('makes lower-case hyphenated ASCII', () => {
    expect(slugify("Chef's Table – Part 2")).toBe('chef-s-table-part-2');
    expect(slugify('Café crème')).toBe('cafe-creme');
    expect(slugify('***')).toBe('blog');
  });
});
