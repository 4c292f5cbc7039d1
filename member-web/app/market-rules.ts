import { MARKETPLACE_LIMITS } from '@app/contracts';

import { rules, type Rule } from './form-rules';

/**
 * One-pass checks of the owner's marketplace forms (decision 185), in plain words. They mirror the API's
 * rules for these fields only (required, lengths, amounts); the API checks everything again and stays the
 * authority.
 */
const { titleMaxLength, descriptionMaxLength, shortTextMaxLength, maxAmount } = MARKETPLACE_LIMITS;

/** An amount in rupees: at least 0, at most two decimals, not above the API's largest amount. */
export function amount(message: string): Rule {
  return (value) => {
    const trimmed = value.trim();
    if (!trimmed) return null;
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(trimmed)) return message;
    return Number(trimmed) > maxAmount ? `Enter an amount of at most ${maxAmount}` : null;
  };
}

export const REQUIREMENT_RULES: Record<string, readonly Rule[]> = {
  title: [
    rules.required('Enter a title'),
    rules.maxLength(titleMaxLength, `Keep the title to ${titleMaxLength} characters or fewer`),
  ],
  description: [
    rules.required('Enter a description'),
    rules.maxLength(
      descriptionMaxLength,
      `Keep the description to ${descriptionMaxLength} characters or fewer`,
    ),
  ],
};

export const JOB_RULES: Record<string, readonly Rule[]> = {
  title: [
    rules.required('Enter a job title'),
    rules.maxLength(titleMaxLength, `Keep the title to ${titleMaxLength} characters or fewer`),
  ],
  position: [
    rules.required('Enter the position'),
    rules.maxLength(shortTextMaxLength, `Keep the position to ${shortTextMaxLength} characters or fewer`),
  ],
  salary: [
    rules.required('Enter the salary'),
    amount('Enter the salary as an amount in rupees, like 25000 or 25000.50'),
  ],
  description: [
    rules.maxLength(
      descriptionMaxLength,
      `Keep the description to ${descriptionMaxLength} characters or fewer`,
    ),
  ],
};

/** A phone number as the API takes it: digits, spaces, brackets or dashes, 6 to 20 characters, optional +. */
export function phone(message = 'Enter a phone number of 6 to 20 digits, like 9876543210'): Rule {
  return (value) => (!value.trim() || /^\+?[0-9][0-9 ()-]{5,19}$/.test(value.trim()) ? null : message);
}

const contactRules = {
  contact_name: [rules.required('Enter the contact person’s name')],
  contact_phone: [rules.required('Enter a mobile number'), phone()],
  contact_email: [rules.required('Enter an email address'), rules.email()],
};

/** A whole number of at least 0 (a count of outlets). */
export function count(message: string): Rule {
  return (value) => (!value.trim() || /^\d{1,9}$/.test(value.trim()) ? null : message);
}

/**
 * A listing's place, as the API takes it: once a country (or a state) is chosen, the state and the city
 * are needed too, so the form says so with its other messages rather than after them.
 */
const placeRules = {
  state_id: [((value, all) => (all.country_id && !value.trim() ? 'Choose the state' : null)) as Rule],
  city_id: [
    ((value, all) => ((all.country_id || all.state_id) && !value.trim() ? 'Choose the city' : null)) as Rule,
  ],
};

const franchiseAmount = (label: string) => [
  amount(`Enter the ${label} as an amount in rupees, like 2000000`),
];

/** A franchise offer (Franchisee Provider): every field the API checks, in one pass. */
export const FRANCHISE_RULES: Record<string, readonly Rule[]> = {
  brand_name: [
    rules.required('Enter the brand name'),
    rules.maxLength(shortTextMaxLength, `Keep the brand name to ${shortTextMaxLength} characters or fewer`),
  ],
  company_name: [
    rules.required('Enter the company name'),
    rules.maxLength(shortTextMaxLength, `Keep the company name to ${shortTextMaxLength} characters or fewer`),
  ],
  outlet_count: [count('Enter the number of outlets as a whole number, like 4')],
  investment_needed: franchiseAmount('investment needed'),
  turnover: franchiseAmount('turnover per outlet'),
  total_investment: franchiseAmount('total investment'),
  contact_email: contactRules.contact_email,
  working_capital: franchiseAmount('working capital'),
  contact_name: contactRules.contact_name,
  net_profit: franchiseAmount('net profit'),
  contact_phone: contactRules.contact_phone,
  expected_turnover: franchiseAmount('expected turnover'),
  franchise_fees: franchiseAmount('franchise fees'),
  ...placeRules,
};

/** A new restaurant-for-sale listing (Sell My Restaurant). */
export const SALE_RULES: Record<string, readonly Rule[]> = {
  restaurant_type_id: [rules.required('Choose the restaurant type')],
  // Type 1 is "Other": its name is then needed (the API's rule).
  restaurant_type: [
    ((value, all) =>
      all.restaurant_type_id === '1' && !value.trim() ? 'Enter the type of restaurant' : null) as Rule,
  ],
  operate_since: [
    ((value) =>
      !value.trim() || /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value.trim())
        ? null
        : 'Enter the year you opened, like 2015 or 2015-06') as Rule,
  ],
  turnover: [amount('Enter the turnover as an amount in rupees, like 450000')],
  cost: [amount('Enter the cost as an amount in rupees, like 300000')],
  profit: [amount('Enter the profit as an amount in rupees, like 150000')],
  expected_price: [
    rules.required('Enter the expected price'),
    amount('Enter the expected price as an amount in rupees, like 2500000'),
  ],
  ...contactRules,
  ...placeRules,
};

/** A vendor's quote on an owner's requirement. */
export const QUOTE_RULES: Record<string, readonly Rule[]> = {
  mobile_no: [rules.required('Enter your mobile number'), phone()],
  rate: [
    rules.required('Enter your rate'),
    amount('Enter the rate as an amount in rupees, like 1500 or 1500.50'),
  ],
  remark: [rules.maxLength(1000, 'Keep the remark to 1000 characters or fewer')],
};
