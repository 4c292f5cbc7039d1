import { keywordsOf, suggestCategory } from './category-suggestion';

const categories = [
  { id: 1, position: 10, keywords: 'vegetable, vegetables, onion, onions, tomato' },
  { id: 2, position: 20, keywords: 'dairy, milk, paneer, dahi, पनीर' },
  { id: 3, position: 30, keywords: 'tandoor, oven, cold room, fryer' },
  { id: 4, position: 5, keywords: 'oven' },
];

describe('suggestCategory', () => {
  it('finds the category whose words the title and description use', () => {
    expect(suggestCategory('Need 20 kg paneer daily', 'Fresh, delivered by 7 am.', categories)).toBe(2);
    expect(suggestCategory('Weekly order', 'Onions and tomato, 50 kg each', categories)).toBe(1);
  });

  it('counts a word in the title twice, so the title decides over a passing mention', () => {
    expect(suggestCategory('Paneer supplier', 'We also need onions now and then', categories)).toBe(2);
    expect(suggestCategory('Onions', 'for our paneer tikka', categories)).toBe(1);
  });

  it('matches whole words and phrases only, in any case and across punctuation', () => {
    expect(suggestCategory('Milkshake machine', '', categories)).toBeNull();
    expect(suggestCategory('COLD-ROOM for the kitchen', '', categories)).toBe(3);
    expect(suggestCategory('coldroom', '', categories)).toBeNull();
  });

  it('reads Hindi words as well', () => {
    expect(suggestCategory('ताज़ा पनीर चाहिए', '', categories)).toBe(2);
  });

  it('breaks a tie by the category listed first, and suggests nothing without a word found', () => {
    // "oven" is a word of 3 and of 4; 4 is listed first (position 5).
    expect(suggestCategory('New oven', '', categories)).toBe(4);
    expect(suggestCategory('Chairs for the terrace', 'Teak, 40 of them', categories)).toBeNull();
    expect(suggestCategory('', '', [])).toBeNull();
  });
});

describe('keywordsOf', () => {
  it('splits on commas, trims, lowers and drops empty entries', () => {
    expect(keywordsOf(' Paneer ,, Cold  Drinks,')).toEqual(['paneer', 'cold drinks']);
  });
});
