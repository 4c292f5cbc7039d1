import { describe, expect, it } from '@jest/globals';

import {
  chooseLanguage,
  dependsOnAcceptLanguage,
  headerLanguage,
  languageCookie,
  localPath,
  requestLanguage,
} from './language.server';

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://site.test${path}`, { headers });

describe('choosing the language', () => {
  it('takes ?lang= first, then the saved preference, the cookie, Accept-Language, English', async () => {
    const cookie = await languageCookie.serialize('hi');
    const all = { Cookie: cookie.split(';')[0]!, 'Accept-Language': 'hi-IN,hi;q=0.9' };
    expect(await chooseLanguage(request('/?lang=en', all), 'hi')).toEqual({
      language: 'en',
      source: 'address',
    });
    expect(await chooseLanguage(request('/', { ...all, 'Accept-Language': 'en' }), 'hi')).toEqual({
      language: 'hi',
      source: 'saved',
    });
    expect(await chooseLanguage(request('/', { ...all, 'Accept-Language': 'en' }), null)).toEqual({
      language: 'hi',
      source: 'cookie',
    });
    expect(await chooseLanguage(request('/', { 'Accept-Language': 'hi-IN,en;q=0.5' }))).toEqual({
      language: 'hi',
      source: 'header',
    });
    expect(await chooseLanguage(request('/'))).toEqual({ language: 'en', source: 'default' });
  });

  it('ignores what is not one of the site’s languages', async () => {
    expect(await chooseLanguage(request('/?lang=xx', { Cookie: 'rc_lang=garbage' }), 'fr')).toEqual({
      language: 'en',
      source: 'default',
    });
  });

  it('reads Accept-Language by its q-values', () => {
    expect(headerLanguage('en;q=0.4, hi;q=0.8')).toBe('hi');
    expect(headerLanguage('fr, de;q=0.9, en;q=0.1')).toBe('en');
    expect(headerLanguage('fr, de')).toBeNull();
    expect(headerLanguage(null)).toBeNull();
  });

  it('says when another Accept-Language could give another page', () => {
    expect(dependsOnAcceptLanguage('header')).toBe(true);
    expect(dependsOnAcceptLanguage('default')).toBe(true);
    expect(dependsOnAcceptLanguage('cookie')).toBe(false);
    expect(dependsOnAcceptLanguage('address')).toBe(false);
  });
});

describe('the switcher’s way back', () => {
  it('keeps a path of this site, without ?lang=', () => {
    expect(localPath('/login')).toBe('/login');
    expect(localPath('/blogs/3?page=2&lang=en#top')).toBe('/blogs/3?page=2#top');
  });

  it('sends anything else home', () => {
    for (const bad of ['https://evil.test/', '//evil.test', '/\\evil.test', 'login', '', null, '/\u0000x']) {
      expect(localPath(bad)).toBe('/');
    }
  });
});

describe('the language named to the API', () => {
  it('is the page’s language without the saved preference: address, cookie, Accept-Language, English', async () => {
    const cookie = (await languageCookie.serialize('hi')).split(';')[0]!;
    expect(await requestLanguage(request('/?lang=hi'))).toBe('hi');
    expect(await requestLanguage(request('/', { Cookie: cookie, 'Accept-Language': 'en' }))).toBe('hi');
    expect(await requestLanguage(request('/', { 'Accept-Language': 'hi-IN,hi;q=0.9' }))).toBe('hi');
    expect(await requestLanguage(request('/', { 'Accept-Language': 'fr' }))).toBe('en');
  });
});
