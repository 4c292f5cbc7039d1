import { describe, expect, it } from '@jest/globals';
import { UserType } from '@app/contracts';

import { FEED_TABS, seeAllFor, smrShowKind, vendorShowKind } from './feeds.server';

describe('which feed a route shows', () => {
  it('/SMRShow/{user_type}: 6 sale listings, 7 and 8 restaurants, requirement requirements', () => {
    expect(smrShowKind('6')).toBe('sale');
    expect(smrShowKind('7')).toBe('restaurant');
    expect(smrShowKind('8')).toBe('restaurant');
    expect(smrShowKind('requirement')).toBe('requirement');
    expect(smrShowKind('9')).toBeNull();
  });

  it('/VendorShow/{user_type}: 6 and 7 vendors, 8 jobs', () => {
    expect(vendorShowKind('6')).toBe('vendor');
    expect(vendorShowKind('7')).toBe('vendor');
    expect(vendorShowKind('8')).toBe('job');
    expect(vendorShowKind(undefined)).toBeNull();
  });

  it('gives each member type the seed’s tabs, and See All the member’s own tab', () => {
    expect(FEED_TABS[UserType.Restaurant].map((t) => t.label)).toEqual([
      'Vendor',
      'Manpower',
      'Sale My Restaurant',
      'Franchisee',
    ]);
    expect(FEED_TABS[UserType.Manpower].map((t) => t.label)).toEqual(['Jobs', 'Manpower', 'Restaurant']);
    expect(FEED_TABS[UserType.Vendor].map((t) => t.label)).toEqual([
      'Restaurant',
      'Vendor',
      'Requirement Posted',
    ]);
    expect(seeAllFor('vendor', UserType.Restaurant)).toBe('/VendorShow/6');
    expect(seeAllFor('vendor', UserType.Vendor)).toBe('/VendorShow/7');
    expect(seeAllFor('sale', UserType.Vendor)).toBe('/SMRShow/6');
  });
});
