import { MARKETPLACE_LIMITS } from '@app/contracts';

import { z } from 'zod';

import {
  emptyOr,
  englishServerTexts,
  requiredWhen,
  rules,
  type Rule,
  type ServerTexts,
  zodRule,
} from './form-rules';

/**
 * One-pass checks of the owner's marketplace forms (decision 185), in plain words. They mirror the API's
 * rules for these fields only (required, lengths, amounts); the API checks everything again and stays the
 * authority. Each form's rules take the reader's texts (`textsFor(request, 'server')`); the constants are
 * the same rules in English.
 */
const { titleMaxLength, descriptionMaxLength, shortTextMaxLength, maxAmount } = MARKETPLACE_LIMITS;

/** An amount in rupees: at least 0, at most two decimals, not above the API's largest amount. */
export function amount(message: string, t: ServerTexts = englishServerTexts): Rule {
  return zodRule(
    emptyOr(/^\d{1,12}(\.\d{1,2})?$/, message).pipe(
      z
        .string()
        .refine((value) => !value || Number(value) <= maxAmount, t('rules.amountAtMost', { max: maxAmount })),
    ),
  );
}

export function requirementRules(t: ServerTexts): Record<string, readonly Rule[]> {
  return {
    title: [
      rules.required(t('rules.title')),
      rules.maxLength(titleMaxLength, t('rules.titleLength', { max: titleMaxLength })),
    ],
    description: [
      rules.required(t('rules.description')),
      rules.maxLength(descriptionMaxLength, t('rules.descriptionLength', { max: descriptionMaxLength })),
    ],
  };
}

export function jobRules(t: ServerTexts): Record<string, readonly Rule[]> {
  return {
    title: [
      rules.required(t('rules.jobTitle')),
      rules.maxLength(titleMaxLength, t('rules.titleLength', { max: titleMaxLength })),
    ],
    position: [
      rules.required(t('rules.position')),
      rules.maxLength(shortTextMaxLength, t('rules.positionLength', { max: shortTextMaxLength })),
    ],
    salary: [rules.required(t('rules.salary')), amount(t('rules.salaryAmount'), t)],
    description: [
      rules.maxLength(descriptionMaxLength, t('rules.descriptionLength', { max: descriptionMaxLength })),
    ],
  };
}

/** A phone number as the API takes it: digits, spaces, brackets or dashes, 6 to 20 characters, optional +. */
export function phone(message = englishServerTexts('rules.phone')): Rule {
  return zodRule(emptyOr(/^\+?[0-9][0-9 ()-]{5,19}$/, message));
}

const contactRules = (t: ServerTexts) => ({
  contact_name: [rules.required(t('rules.contactName'))],
  contact_phone: [rules.required(t('rules.contactPhone')), phone(t('rules.phone'))],
  contact_email: [rules.required(t('rules.contactEmail')), rules.email(t('rules.email'))],
});

/** A whole number of at least 0 (a count of outlets). */
export function count(message: string): Rule {
  return zodRule(emptyOr(/^\d{1,9}$/, message));
}

/**
 * A listing's place, as the API takes it: once a country (or a state) is chosen, the state and the city
 * are needed too, so the form says so with its other messages rather than after them.
 */
const placeRules = (t: ServerTexts) => ({
  state_id: [requiredWhen((all) => all.country_id, t('rules.chooseState'))],
  city_id: [requiredWhen((all) => all.country_id || all.state_id, t('rules.chooseCity'))],
});

/** A franchise offer (Franchisee Provider): every field the API checks, in one pass. */
export function franchiseRules(t: ServerTexts): Record<string, readonly Rule[]> {
  const contact = contactRules(t);
  const franchiseAmount = (field: string) => [amount(t(`rules.franchiseAmount.${field}`), t)];
  return {
    brand_name: [
      rules.required(t('rules.brandName')),
      rules.maxLength(shortTextMaxLength, t('rules.brandNameLength', { max: shortTextMaxLength })),
    ],
    company_name: [
      rules.required(t('rules.companyName')),
      rules.maxLength(shortTextMaxLength, t('rules.companyNameLength', { max: shortTextMaxLength })),
    ],
    outlet_count: [count(t('rules.outletCount'))],
    investment_needed: franchiseAmount('investmentNeeded'),
    turnover: franchiseAmount('turnover'),
    total_investment: franchiseAmount('totalInvestment'),
    contact_email: contact.contact_email,
    working_capital: franchiseAmount('workingCapital'),
    contact_name: contact.contact_name,
    net_profit: franchiseAmount('netProfit'),
    contact_phone: contact.contact_phone,
    expected_turnover: franchiseAmount('expectedTurnover'),
    franchise_fees: franchiseAmount('franchiseFees'),
    ...placeRules(t),
  };
}

/** A new restaurant-for-sale listing (Sell My Restaurant). */
export function saleRules(t: ServerTexts): Record<string, readonly Rule[]> {
  return {
    restaurant_type_id: [rules.required(t('rules.restaurantTypeId'))],
    // Type 1 is "Other": its name is then needed (the API's rule).
    restaurant_type: [requiredWhen((all) => all.restaurant_type_id === '1', t('rules.restaurantType'))],
    operate_since: [zodRule(emptyOr(/^\d{4}(-\d{2}(-\d{2})?)?$/, t('rules.operateSince')))],
    turnover: [amount(t('rules.saleAmount.turnover'), t)],
    cost: [amount(t('rules.saleAmount.cost'), t)],
    profit: [amount(t('rules.saleAmount.profit'), t)],
    expected_price: [
      rules.required(t('rules.expectedPrice')),
      amount(t('rules.saleAmount.expectedPrice'), t),
    ],
    ...contactRules(t),
    ...placeRules(t),
  };
}

/** A vendor's quote on an owner's requirement. */
export function quoteRules(t: ServerTexts): Record<string, readonly Rule[]> {
  return {
    mobile_no: [rules.required(t('rules.quoteMobile')), phone(t('rules.phone'))],
    rate: [rules.required(t('rules.rate')), amount(t('rules.rateAmount'), t)],
    remark: [rules.maxLength(1000, t('rules.remarkLength'))],
  };
}

export const REQUIREMENT_RULES = requirementRules(englishServerTexts);
export const JOB_RULES = jobRules(englishServerTexts);
export const FRANCHISE_RULES = franchiseRules(englishServerTexts);
export const SALE_RULES = saleRules(englishServerTexts);
export const QUOTE_RULES = quoteRules(englishServerTexts);
