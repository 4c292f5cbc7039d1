import { describe, expect, it, jest } from '@jest/globals';
import { isRouteErrorResponse } from '@remix-run/react';

import { meta as blogMeta } from './blogs.$id';
import { meta as invoiceMeta } from './_owner.DownloadInvoice';
import { meta as manpowerMeta } from './ManpowerShow';
import { meta as rootMeta } from '../root';

// Vite's `?url` import of the root's stylesheet, which jest cannot read.
jest.mock('../styles/app.css?url', () => '/app.css', { virtual: true });

/**
 * The browser tab's title and the description the loaders' meta build: the site's name and the fallback
 * names in the page's language (the root loader's), English as before.
 */
const matchesIn = (language: string) => [{ id: 'root', data: { language } }];
type Meta = (args: never) => Array<Record<string, unknown>>;
const titleOf = (meta: unknown, args: Record<string, unknown>) =>
  (meta as Meta)(args as never).find((entry) => 'title' in entry)?.title;

describe('meta titles in the page language', () => {
  it('keeps the English titles', () => {
    const en = matchesIn('en');
    expect(titleOf(rootMeta, { matches: en })).toBe('Restaurant Community');
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };
    expect(isRouteErrorResponse(notFound)).toBe(true);
    expect(titleOf(rootMeta, { matches: en, error: notFound })).toBe('Page not found | Restaurant Community');
    expect(titleOf(manpowerMeta, { matches: en, data: undefined })).toBe('Manpower | Restaurant Community');
    expect(titleOf(invoiceMeta, { matches: en })).toBe('Download Invoice | Restaurant Community');
    expect(titleOf(blogMeta, { matches: en, data: undefined })).toBe('Blog | Restaurant Community');
  });

  it('names the site in Hindi on a Hindi page', () => {
    const hi = matchesIn('hi');
    expect(titleOf(rootMeta, { matches: hi })).toBe('रेस्टोरेंट कम्युनिटी');
    const unavailable = { status: 503, statusText: 'Service Unavailable', internal: false, data: null };
    expect(titleOf(rootMeta, { matches: hi, error: unavailable })).toBe(
      'कुछ देर के लिए उपलब्ध नहीं | रेस्टोरेंट कम्युनिटी',
    );
    expect(titleOf(manpowerMeta, { matches: hi, data: { title: 'मैनपावर' } })).toBe('मैनपावर | रेस्टोरेंट कम्युनिटी');
    expect(titleOf(invoiceMeta, { matches: hi })).toMatch(/^[^A-Za-z]+ \| रेस्टोरेंट कम्युनिटी$/);
    const description = (rootMeta as Meta)({ matches: hi } as never).find(
      (entry) => entry.name === 'description',
    );
    expect(description?.content).toBe('पहली ग्लोबल रेस्टोरेंट कम्युनिटी: रेस्टोरेंट मालिक, वेंडर और रेस्टोरेंट प्रोफ़ेशनल।');
  });
});
