import { eliteUnlocks, PLAN_FEATURES } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';

import { LANGUAGES } from './languages';

// Every language has every key of every other, with the same placeholders (issue 35): a key added to
// one catalogue only fails here, for each language in the list.

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [inner, text] of flatten(value, path)) keys.set(inner, text);
  }
  return keys;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = flatten(LANGUAGES[0].catalogue as Tree);

describe.each(LANGUAGES.slice(1).map((language) => [language.code, language] as const))(
  'the %s catalogue',
  (_code, language) => {
    const keys = flatten(language.catalogue as Tree);

    it('has every key of the English catalogue', () => {
      expect([...english.keys()].filter((key) => !keys.has(key))).toEqual([]);
    });

    it('has no key the English catalogue lacks', () => {
      expect([...keys.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it('has a text for every key, with the same placeholders as English', () => {
      for (const [key, text] of keys) {
        expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
        expect({ key, placeholders: placeholders(text) }).toEqual({
          key,
          placeholders: placeholders(english.get(key) ?? ''),
        });
      }
    });
  },
);

describe('the English catalogue', () => {
  it('has the texts of the plan comparison the contracts give (one list, decision 291)', () => {
    for (const { key, feature } of PLAN_FEATURES)
      expect(english.get(`landing.features.${key}`)).toBe(feature);
    expect(english.get('landing.eliteUnlocks')).toBe(eliteUnlocks());
  });

  it('lists the languages once each, English first (the default)', () => {
    const codes = LANGUAGES.map((language) => language.code);
    expect(codes[0]).toBe('en');
    expect(new Set(codes).size).toBe(codes.length);
  });
});
