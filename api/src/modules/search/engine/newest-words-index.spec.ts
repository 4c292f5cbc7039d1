import { MAX_WORDS, NewestWordsIndex } from './newest-words-index';
import { folded } from './word-checks';

const at = (n: number) => `2026-11-24 10:00:0${n}.000000`;

describe('NewestWordsIndex', () => {
  it('finds posts with every word at the start of one of their words, newest first, case and accents folded', () => {
    const index = new NewestWordsIndex(100);
    index.put(1, 'Tandoor BIRYANI tonight', at(1));
    index.put(3, 'Biryani platter', at(1));
    index.put(2, 'Crème brûlée and tandoori paneer, biryanis', at(1));
    index.put(4, 'Mutton-biryani', at(1));
    expect(index.newestMatching(['biryani'], 10)).toEqual([4, 3, 2, 1]);
    expect(index.newestMatching(['tan', 'biry'], 10)).toEqual([2, 1]);
    expect(index.newestMatching([folded('Brûlée')], 10)).toEqual([2]);
    // Inside a word is not at its start.
    expect(index.newestMatching(['iryani'], 10)).toEqual([]);
    expect(index.newestMatching(['biryani', 'absent'], 10)).toEqual([]);
    expect(index.newestMatching(['biryani'], 2)).toEqual([4, 3]);
  });

  it('finds words shorter than a stem, and longer prefixes of many words', () => {
    const index = new NewestWordsIndex(100);
    index.put(1, 'xi wu noodles', at(1));
    index.put(2, 'xinjiang lamb', at(1));
    expect(index.newestMatching(['xi'], 10)).toEqual([2, 1]);
    expect(index.newestMatching(['xin'], 10)).toEqual([2]);
    expect(index.newestMatching(['noo', 'wu'], 10)).toEqual([1]);
  });

  it('walks the newest posts for a common word and stops at the number asked', () => {
    const index = new NewestWordsIndex(1000);
    for (let id = 1; id <= 500; id++) index.put(id, id % 2 ? 'fresh bread' : 'fresh fish', at(1));
    expect(index.newestMatching(['fresh'], 3)).toEqual([500, 499, 498]);
    expect(index.newestMatching(['fresh', 'bre'], 3)).toEqual([499, 497, 495]);
    // A rare word: its few posts, sorted newest first, then checked for the other words.
    for (const id of [17, 230, 4]) index.put(id, 'saffron fresh bread', at(2));
    expect(index.newestMatching(['bread', 'saff'], 10)).toEqual([230, 17, 4]);
  });

  it('replaces a post’s words when it changes, and forgets a removed post', () => {
    const index = new NewestWordsIndex(100);
    index.put(1, 'Paneer tikka', at(1));
    expect(index.has(1, at(1))).toBe(true);
    index.put(1, 'Chicken tikka', at(2));
    expect(index.has(1, at(1))).toBe(false);
    expect(index.newestMatching(['paneer'], 10)).toEqual([]);
    expect(index.newestMatching(['chicken', 'tikka'], 10)).toEqual([1]);
    index.remove(1);
    expect(index.newestMatching(['tikka'], 10)).toEqual([]);
    expect(index.size).toBe(0);
  });

  it('keeps only the newest posts up to its capacity, in id order whatever the order they came in', () => {
    const index = new NewestWordsIndex(3);
    for (const id of [5, 2, 9, 7]) index.put(id, 'dosa', at(1));
    expect(index.size).toBe(3);
    expect(index.newestMatching(['dosa'], 10)).toEqual([9, 7, 5]);
    // An edit of a post older than every one held comes and goes at once.
    index.put(1, 'dosa', at(2));
    expect(index.newestMatching(['dosa'], 10)).toEqual([9, 7, 5]);
  });
});

describe('NewestWordsIndex limits', () => {
  it('holds the first MAX_WORDS distinct words of a text', () => {
    const index = new NewestWordsIndex(10);
    const words = Array.from({ length: MAX_WORDS + 1 }, (_, i) => `word${i}`);
    index.put(1, `${words.join(' ')} ${words[0]}`, at(1));
    expect(index.newestMatching([`word${MAX_WORDS - 1}`], 10)).toEqual([1]);
    expect(index.newestMatching([`word${MAX_WORDS}`], 10)).toEqual([]);
  });
});
