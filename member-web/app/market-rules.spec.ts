import { MARKETPLACE_LIMITS } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';

import { checkAll } from './form-rules';
import { i18nFor } from './i18n/i18n';
import {
  amount,
  FRANCHISE_RULES,
  franchiseRules,
  JOB_RULES,
  jobRules,
  phone,
  QUOTE_RULES,
  REQUIREMENT_RULES,
  SALE_RULES,
} from './market-rules';

describe('marketplace form rules', () => {
  it('answers every empty required field of a job at once, in plain words', () => {
    expect(checkAll({}, JOB_RULES)).toEqual({
      title: 'Enter a job title',
      position: 'Enter the position',
      salary: 'Enter the salary',
    });
  });

  it('answers every empty field of a requirement, a franchise offer, a sale and a quote', () => {
    expect(Object.keys(checkAll({}, REQUIREMENT_RULES))).toEqual(['title', 'description']);
    expect(Object.keys(checkAll({ title: '  ', description: '' }, REQUIREMENT_RULES))).toEqual([
      'title',
      'description',
    ]);
    expect(Object.keys(checkAll({}, FRANCHISE_RULES)).sort()).toEqual(
      ['brand_name', 'company_name', 'contact_email', 'contact_name', 'contact_phone'].sort(),
    );
    expect(Object.keys(checkAll({}, SALE_RULES)).sort()).toEqual(
      ['contact_email', 'contact_name', 'contact_phone', 'expected_price', 'restaurant_type_id'].sort(),
    );
    expect(checkAll({}, QUOTE_RULES)).toEqual({
      mobile_no: 'Enter your mobile number',
      rate: 'Enter your rate',
    });
  });

  it('checks a franchise offer’s amounts and place in the same pass as its required fields', () => {
    const errors = checkAll(
      {
        country_id: '101',
        state_id: '4030',
        investment_needed: 'twenty lakh',
        outlet_count: 'four',
        franchise_fees: '12.345',
      },
      FRANCHISE_RULES,
    );
    expect(Object.keys(errors).sort()).toEqual(
      [
        'brand_name',
        'city_id',
        'company_name',
        'contact_email',
        'contact_name',
        'contact_phone',
        'franchise_fees',
        'investment_needed',
        'outlet_count',
      ].sort(),
    );
    expect(errors.city_id).toBe('Choose the city');
    expect(checkAll({ country_id: '101' }, FRANCHISE_RULES).state_id).toBe('Choose the state');
  });

  it('checks a sale’s Other type, opening year and amounts with its required fields', () => {
    const errors = checkAll(
      { restaurant_type_id: '1', operate_since: 'long ago', turnover: 'much', expected_price: '100' },
      SALE_RULES,
    );
    expect(errors).toMatchObject({
      restaurant_type: 'Enter the type of restaurant',
      operate_since: 'Enter the year you opened, like 2015 or 2015-06',
      turnover: 'Enter the turnover as an amount in rupees, like 450000',
    });
    expect(errors.expected_price).toBeUndefined();
  });

  it('passes a complete job and a complete quote', () => {
    expect(checkAll({ title: 'Chef', position: 'Head chef', salary: '25000.50' }, JOB_RULES)).toEqual({});
    expect(checkAll({ mobile_no: '+91 98765-43210', rate: '1500' }, QUOTE_RULES)).toEqual({});
  });

  it('takes amounts as the API does: at least 0, two decimals at most, not above the largest amount', () => {
    const rule = amount('bad');
    expect(rule('', {})).toBeNull();
    expect(rule('0', {})).toBeNull();
    expect(rule('1500.25', {})).toBeNull();
    expect(rule('1,500', {})).toBe('bad');
    expect(rule('12.345', {})).toBe('bad');
    expect(rule('-5', {})).toBe('bad');
    expect(rule('ten', {})).toBe('bad');
    expect(rule(String(MARKETPLACE_LIMITS.maxAmount), {})).toBeNull();
    expect(rule(String(MARKETPLACE_LIMITS.maxAmount + 1), {})).toBe(
      `Enter an amount of at most ${MARKETPLACE_LIMITS.maxAmount}`,
    );
  });

  it('takes phone numbers as the API does', () => {
    const rule = phone();
    expect(rule('9876543210', {})).toBeNull();
    expect(rule('+44 (20) 7946-0958', {})).toBeNull();
    expect(rule('12345', {})).not.toBeNull();
    expect(rule('phone me', {})).not.toBeNull();
    expect(rule('1'.repeat(21), {})).not.toBeNull();
  });

  it('checks the email and the length of a title', () => {
    expect(checkAll({ contact_email: 'not-an-email' }, FRANCHISE_RULES).contact_email).toBe(
      'Enter an email address like name@example.com',
    );
    expect(checkAll({ title: 'x'.repeat(MARKETPLACE_LIMITS.titleMaxLength + 1) }, JOB_RULES).title).toMatch(
      /Keep the title to/,
    );
  });
});

describe('marketplace form rules in the reader’s language (issue 35)', () => {
  const hindi = i18nFor('hi').getFixedT(null, 'server');

  it('answers a job’s missing fields in Hindi for a Hindi page, the same fields as in English', () => {
    const errors = checkAll({}, jobRules(hindi));
    expect(Object.keys(errors)).toEqual(Object.keys(checkAll({}, JOB_RULES)));
    expect(errors.title).toBe('नौकरी का टाइटल लिखें');
  });

  it('says a franchise offer’s bad amount and phone in Hindi', () => {
    const errors = checkAll(
      { investment_needed: 'twenty lakh', contact_phone: 'call me' },
      franchiseRules(hindi),
    );
    expect(errors.investment_needed).toBe('ज़रूरी निवेश रुपयों में लिखें, जैसे 2000000');
    expect(errors.contact_phone).toBe('6 से 20 अंकों का फ़ोन नंबर लिखें, जैसे 9876543210');
  });
});
