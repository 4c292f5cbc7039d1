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

/** A new franchise offer (Franchisee Provider). */
export const FRANCHISE_RULES: Record<string, readonly Rule[]> = {
  brand_name: [rules.required('Enter the brand name')],
  company_name: [rules.required('Enter the company name')],
  contact_email: contactRules.contact_email,
  contact_name: contactRules.contact_name,
  contact_phone: contactRules.contact_phone,
};

/** A new restaurant-for-sale listing (Sell My Restaurant). */
export const SALE_RULES: Record<string, readonly Rule[]> = {
  restaurant_type_id: [rules.required('Choose the restaurant type')],
  expected_price: [
    rules.required('Enter the expected price'),
    amount('Enter the expected price as an amount in rupees, like 2500000'),
  ],
  ...contactRules,
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
