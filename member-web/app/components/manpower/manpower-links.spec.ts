import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

import { manpowerMenuLinks } from './manpower-links';

const ROUTES = path.join(__dirname, '..', '..', 'routes');

/** The flat-route file that serves an address of the area (numbers stand for the `$id` parameter). */
const routeFileOf = (address: string) =>
  `${address
    .replace(/^\//, '')
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? '$id' : segment))
    .join('.')}.tsx`;

describe('manpowerMenuLinks', () => {
  it('lists the seed’s entries in order, then the job alerts, each leading to a page of the site', () => {
    const links = manpowerMenuLinks(42);
    expect(links.map((l) => l.to)).toEqual([
      '/ManpowerListings/ManpowerEditProfile/42',
      '/ManpowerListings/MyAppliedJobs',
      '/ManpowerListings/JobsList',
      '/ManpowerListings/DownloadInvoiceManpower',
      '/ManpowerListings/blue-tick',
      '/ManpowerListings/job-alerts',
    ]);
    for (const link of links) expect(existsSync(path.join(ROUTES, routeFileOf(link.to)))).toBe(true);
  });
});
