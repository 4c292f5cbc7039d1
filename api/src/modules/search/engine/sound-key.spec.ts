import { fulltextTerms, searchWordGroups } from './fulltext-terms';
import { soundKey, soundKeysOf, withSoundKeys } from './sound-key';

describe('soundKey', () => {
  it('gives the Devanagari spelling and the everyday Latin ones the same key', () => {
    const same: Array<[string, ...string[]]> = [
      ['बिरयानी', 'biryani', 'biriyani'],
      ['पनीर', 'paneer', 'panir'],
      ['तंदूर', 'tandoor', 'tandur'],
      ['मसाला', 'masala', 'masaala'],
      ['हलवाई', 'halwai', 'halvai'],
      ['शेफ़', 'chef'],
      ['वेटर', 'waiter'],
      ['किचन', 'kitchen'],
      ['सब्ज़ी', 'sabzi', 'sabji'],
      ['मज़दूर', 'mazdoor', 'majdoor'],
      ['चाय', 'chai'],
      ['घी', 'ghee', 'ghi'],
    ];
    for (const [devanagari, ...latin] of same)
      for (const spelling of latin)
        expect([spelling, soundKey(spelling)]).toEqual([spelling, soundKey(devanagari)]);
  });

  it('drops the inherent a where Hindi does not say it, and keeps it where it does', () => {
    expect(soundKey('बिरयानी')).toBe('biryani');
    expect(soundKey('पनीर')).toBe('panir');
    expect(soundKey('कमरा')).toBe('kamra');
    expect(soundKey('जलेबी')).toBe('jalebi');
    expect(soundKey('न')).toBe('na');
  });

  it('leaves words of other scripts, digits and mixed words as they are', () => {
    for (const word of ['2024', 'பனீர்', 'بریانی', '北京', 'a1', 'foo_bar', 'पनीरx'])
      expect(soundKey(word)).toBe(word);
  });

  it("keys the names of Object's own properties as words", () => {
    for (const word of ['constructor', 'prototype', '__proto__', 'tostring', 'hasownproperty'])
      expect(typeof soundKey(word)).toBe('string');
    expect(withSoundKeys('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}')).toEqual(
      expect.any(String),
    );
  });

  it('keeps obviously different words apart', () => {
    const apart: Array<[string, string]> = [
      ['kiran', 'karan'],
      ['chai', 'chef'],
      ['dal', 'dil'],
      ['pin', 'pan'],
      ['roti', 'rata'],
      ['naan', 'nun'],
      ['पनीर', 'पानी'],
      ['दाल', 'दिल'],
      ['चाय', 'छाया'],
      ['mutton', 'matan'],
      ['coffee', 'chef'],
    ];
    for (const [a, b] of apart) expect([a, soundKey(a)]).not.toEqual([a, soundKey(b)]);
  });
});

describe('soundKeysOf', () => {
  it('names the keys a text does not already hold, once each', () => {
    expect(soundKeysOf('बिरयानी और paneer paneer')).toBe('biryani or panir');
    expect(soundKeysOf('masala dosa')).toBe('');
    expect(soundKeysOf(null)).toBe('');
    expect(withSoundKeys('Paneer tikka')).toBe('Paneer tikka panir tika');
  });

  it('adds nothing to a text already keyed', () => {
    const keyed = withSoundKeys('बिरयानी पनीर kitchen waiter');
    expect(soundKeysOf(keyed)).toBe('');
  });
});

describe('query words with their key', () => {
  it('lets a word match its key, either script', () => {
    expect(fulltextTerms('Biryani')).toBe('+biryani*');
    expect(fulltextTerms('बिरयानी paneer')).toBe('+(बिरयानी* biryani*) +(paneer* panir*)');
    expect(searchWordGroups('+(बिरयानी* biryani*) +sur*')).toEqual([['बिरयानी', 'biryani'], ['sur']]);
  });

  it('searches a word too short for the index by its key when that is long enough', () => {
    expect(fulltextTerms('घी')).toBe('+ghi*');
  });
});
