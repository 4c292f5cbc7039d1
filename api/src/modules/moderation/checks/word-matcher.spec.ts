import { watchedWordMatcher } from './word-matcher';

describe('watchedWordMatcher', () => {
  const match = watchedWordMatcher(['scam', 'free money', 'Früh', 'c++', 'ребёнок']);

  it('finds whole words whatever their case, in list spelling', () => {
    expect(match('This is a SCAM, trust me')).toEqual(['scam']);
    expect(match('früh und FRÜH')).toEqual(['Früh']);
  });

  it('does not match inside a longer word', () => {
    expect(match('scampi and scammer are fine')).toEqual([]);
    expect(match('frühstück')).toEqual([]);
  });

  it('matches phrases across any run of spaces and reports each entry once', () => {
    expect(match('get free   money now, free money!').sort()).toEqual(['free money']);
  });

  it('handles non-Latin scripts and words with regular-expression characters', () => {
    expect(match('этот РЕБЁНОК')).toEqual(['ребёнок']);
    expect(match('I write c++ daily')).toEqual(['c++']);
  });

  it('folds compatibility forms before comparing', () => {
    expect(match('ＳＣＡＭ')).toEqual(['scam']);
  });

  it('matches nothing with an empty list', () => {
    expect(watchedWordMatcher([])('anything at all')).toEqual([]);
  });
});
