import { describe, expect, it } from '@jest/globals';
import { groupsOf4 } from './groups-of-4';

describe('groupsOf4', () => {
  it('groups letters and digits by four, upper-cased, at most twelve', () => {
    expect(groupsOf4('234123412346')).toBe('2341 2341 2346');
    expect(groupsOf4('2341-2341 23')).toBe('2341 2341 23');
    expect(groupsOf4('ab12')).toBe('AB12');
    expect(groupsOf4('1234 5678 9012 3456')).toBe('1234 5678 9012');
  });
});
