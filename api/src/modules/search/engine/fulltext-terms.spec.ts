import { fulltextTerms, searchWordGroups } from './fulltext-terms';

describe('fulltextTerms', () => {
  it('requires every word as a prefix, lower-cased', () => {
    expect(fulltextTerms('Tikka SURAT')).toBe('+(tikka* tika*) +surat*');
  });

  it('drops words the index cannot hold: short ones and stopwords', () => {
    expect(fulltextTerms('the AC repair in Surat')).toBe('+repair* +surat*');
    expect(fulltextTerms('to be or')).toBeNull();
  });

  it('keeps no boolean-mode operator from the text', () => {
    expect(fulltextTerms('+chef -"tikka" (masala)* ~foo @3 <bar>')).toBe(
      '+(chef* shef*) +(tikka* tika*) +masala* +foo* +bar*',
    );
    expect(fulltextTerms('*** "" ()')).toBeNull();
  });

  it('keeps letters of any script and underscores, and repeats a word once', () => {
    expect(fulltextTerms('पनीर टिक्का paneer paneer foo_bar')).toBe(
      '+(पनीर* panir*) +(टिक्का* tika*) +(paneer* panir*) +foo_bar*',
    );
  });

  it('bounds the number of terms and drops over-long words', () => {
    const terms = fulltextTerms('one two three four five six seven eight nine ten eleven')!;
    expect(searchWordGroups(terms)).toHaveLength(8);
    expect(fulltextTerms(`${'x'.repeat(85)} masala`)).toBe('+masala*');
  });
});
