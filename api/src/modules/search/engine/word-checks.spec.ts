import { compareRelevance, relevanceOf, searchWords, wordStartChecks } from './word-checks';

describe('search word checks', () => {
  it('takes the words out of a BOOLEAN MODE query', () => {
    expect(searchWords('+paneer* +sur*')).toEqual(['paneer', 'sur']);
  });

  it('asks for each word anywhere, then at a word start, escaping LIKE’s `_`', () => {
    const { sql, params } = wordStartChecks('w.search_text', ['curry', 'a_b']);
    expect(sql.match(/LIKE \?/g)).toHaveLength(4);
    expect(params).toEqual(['%curry%', '% curry%', '%a\\_b%', '% a\\_b%']);
  });

  it('counts title words and occurrences at word starts only, case and accents folded', () => {
    expect(
      relevanceOf(['biryani', 'tan'], 'Biryani special', 'Biryani special: tandoor biryani, brIYANI'),
    ).toEqual({
      inTitle: 1,
      occurrences: 3,
    });
    expect(relevanceOf(['creme'], 'Crème brûlée', 'Crème brûlée')).toEqual({ inTitle: 1, occurrences: 1 });
    expect(relevanceOf(['ravi'], 'Bravi', 'Bravi')).toEqual({ inTitle: 0, occurrences: 0 });
  });

  it('ranks title words, then occurrences, then the newer', () => {
    const rows = [
      { id: 1, inTitle: 0, occurrences: 5 },
      { id: 2, inTitle: 1, occurrences: 1 },
      { id: 3, inTitle: 0, occurrences: 5 },
      { id: 4, inTitle: 0, occurrences: 1 },
    ];
    expect(rows.sort(compareRelevance).map((r) => r.id)).toEqual([2, 3, 1, 4]);
  });
});
