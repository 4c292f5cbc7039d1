import { AgentMessages, MARKETPLACE_LIMITS } from '@app/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';

import { signInMember } from '../support/fixtures';
import { createVerifiedMember } from '../support/mail';
import { becomeElite } from '../support/market';
import { tinyPdf } from '../support/money';
import { freshMember, uniqueWord } from '../support/social';
import { urls } from '../support/urls';

/**
 * Issue 38 item 1: every form of the site checks everything in one pass, on the server too, and shows
 * every message at once the way the sign-up forms do (decision 171): each next to its field, all of them
 * in the summary at the top, focus on the first. Each form is sent with everything empty and with
 * everything wrong. Item 8: no message names an internal field ("facbook url", "aadharcard number").
 */

type Who = 'visitor' | 'owner' | 'elite owner' | 'indian member' | 'vendor';

interface Expected {
  /** The field's label, exact. */
  label: string;
  message: string | RegExp;
}

interface Case {
  fill?: (form: Locator) => Promise<void>;
  expected: Expected[];
}

interface FormUnderTest {
  name: string;
  who: Who;
  path: string | ((page: Page) => string);
  /** The form's accessible name. */
  form: string;
  submit: string;
  /** Left out where the form has no field that must be filled (the profile keeps what it has). */
  empty?: Case;
  wrong: Case;
}

const notADocument = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('<html>not a document</html>'),
});
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: tinyPdf() });

/** The API's internal field names, which must never reach a member. */
const INTERNAL_NAMES =
  /\bThe (selected )?(facbook url|twiter url|aadharcard number|pancard number|gst no|mobile no|country id|state id|city id|native city id|restaurant type id|is intrested)\b/i;

const FORMS: FormUnderTest[] = [
  {
    name: 'Franchisee Provider',
    who: 'owner',
    path: '/Franchisee',
    form: 'Want To Give Franchisee',
    submit: 'Publish franchise offer',
    empty: {
      // The place starts at the owner's own city; with no city chosen it is one of the messages.
      fill: async (form) => {
        await form.getByLabel('City', { exact: true }).selectOption('');
      },
      expected: [
        { label: 'Brand Name', message: 'Enter the brand name' },
        { label: 'Company Name', message: 'Enter the company name' },
        { label: 'Contact Email', message: 'Enter an email address' },
        { label: 'Contact Person Name', message: 'Enter the contact person’s name' },
        { label: 'Mobile Number', message: 'Enter a mobile number' },
        { label: 'City', message: 'Choose the city' },
      ],
    },
    wrong: {
      fill: async (form) => {
        await form.getByLabel('Brand Name', { exact: true }).fill('Spice Route');
        await form.getByLabel('Company Name', { exact: true }).fill('Spice Route Foods');
        await form.getByLabel('Contact Person Name', { exact: true }).fill('Riya Shah');
        await form.getByLabel('Contact Email', { exact: true }).fill('not-an-email');
        await form.getByLabel('Mobile Number', { exact: true }).fill('abc');
        await form.getByLabel('Investment Needed', { exact: true }).fill('twenty lakh');
        await form.getByLabel('Total Investment', { exact: true }).fill('-5');
        await form.getByLabel('Franchisee Fees', { exact: true }).fill('12.345');
      },
      expected: [
        { label: 'Investment Needed', message: /^Enter the investment needed as an amount in rupees/ },
        { label: 'Total Investment', message: /^Enter the total investment as an amount in rupees/ },
        { label: 'Contact Email', message: 'Enter an email address like name@example.com' },
        { label: 'Mobile Number', message: /^Enter a phone number of 6 to 20 digits/ },
        { label: 'Franchisee Fees', message: /^Enter the franchise fees as an amount in rupees/ },
        // Still not chosen since the empty submit.
        { label: 'City', message: 'Choose the city' },
      ],
    },
  },
  {
    name: 'Create Job',
    who: 'owner',
    path: '/CreateJob',
    form: 'Create Job',
    submit: 'Job Create',
    empty: {
      expected: [
        { label: 'Title', message: 'Enter a job title' },
        { label: 'Position', message: 'Enter the position' },
        { label: 'Salary', message: 'Enter the salary' },
      ],
    },
    wrong: {
      fill: async (form) => {
        await form.getByLabel('Title', { exact: true }).fill('   ');
        await form.getByLabel('Position', { exact: true }).fill('   ');
        await form.getByLabel('Salary', { exact: true }).fill('a lot');
      },
      expected: [
        { label: 'Title', message: 'Enter a job title' },
        { label: 'Position', message: 'Enter the position' },
        { label: 'Salary', message: /^Enter the salary as an amount in rupees/ },
      ],
    },
  },
  {
    name: 'Post My Requirment',
    who: 'elite owner',
    path: '/PostReq',
    form: 'Post My Requirment',
    submit: 'Create',
    empty: {
      expected: [
        { label: 'Title', message: 'Enter a title' },
        { label: 'Description', message: 'Enter a description' },
      ],
    },
    wrong: {
      fill: async (form) => {
        await form
          .getByLabel('Title', { exact: true })
          .fill('x'.repeat(MARKETPLACE_LIMITS.titleMaxLength + 1));
        await form.getByLabel('Description', { exact: true }).fill('   ');
      },
      expected: [
        {
          label: 'Title',
          message: `Keep the title to ${MARKETPLACE_LIMITS.titleMaxLength} characters or fewer`,
        },
        { label: 'Description', message: 'Enter a description' },
      ],
    },
  },
  {
    name: 'Sell My Restaurant',
    who: 'elite owner',
    path: '/SellRest',
    form: 'Sell My Restaurant',
    submit: 'Save',
    empty: {
      // The contact starts as the owner's own: emptied, as everything else.
      fill: async (form) => {
        for (const label of ['Contact Person name', 'Mobile No.', 'Email Id'])
          await form.getByLabel(label, { exact: true }).fill('');
      },
      expected: [
        { label: 'Category/Type', message: 'Choose the restaurant type' },
        { label: 'Expected Price', message: 'Enter the expected price' },
        { label: 'Contact Person name', message: 'Enter the contact person’s name' },
        { label: 'Mobile No.', message: 'Enter a mobile number' },
        { label: 'Email Id', message: 'Enter an email address' },
      ],
    },
    wrong: {
      fill: async (form) => {
        await form.getByLabel('Category/Type', { exact: true }).selectOption('1');
        await form.getByLabel('Turnover P.M', { exact: true }).fill('much');
        await form.getByLabel('Expected Price', { exact: true }).fill('lots');
        await form.getByLabel('Contact Person name', { exact: true }).fill('Riya Shah');
        await form.getByLabel('Mobile No.', { exact: true }).fill('abc');
        await form.getByLabel('Email Id', { exact: true }).fill('not-an-email');
      },
      expected: [
        // Type 1 is "Other": its name is needed.
        { label: 'Please Type Other', message: 'Enter the type of restaurant' },
        { label: 'Turnover P.M', message: /^Enter the turnover as an amount in rupees/ },
        { label: 'Expected Price', message: /^Enter the expected price as an amount in rupees/ },
        { label: 'Mobile No.', message: /^Enter a phone number of 6 to 20 digits/ },
        { label: 'Email Id', message: 'Enter an email address like name@example.com' },
      ],
    },
  },
  {
    name: 'blue tick',
    who: 'owner',
    path: '/blue-tick',
    form: 'Blue-tick documents',
    submit: 'Verified Now !!!',
    empty: {
      expected: [
        { label: 'Identity document (Aadhar/Pan/Voter ID)', message: /^The identity document is required\./ },
        { label: 'Business proof', message: /^The business proof is required\./ },
      ],
    },
    wrong: {
      fill: async (form) => {
        await form
          .getByLabel('Identity document (Aadhar/Pan/Voter ID)', { exact: true })
          .setInputFiles(notADocument('id.pdf'));
        await form.getByLabel('Business proof', { exact: true }).setInputFiles(notADocument('proof.pdf'));
      },
      expected: [
        {
          label: 'Identity document (Aadhar/Pan/Voter ID)',
          message: /^The identity document must be a PDF or an image/,
        },
        {
          label: 'Business proof',
          message: /^The business proof must be a PDF or an image/,
        },
      ],
    },
  },
  {
    name: 'Atmnirbhar',
    who: 'indian member',
    path: '/Home/User/Atmnirbhar',
    form: 'Atmnirbhar application',
    submit: 'Submit',
    empty: {
      // The form starts with the member's name and e-mail: emptied, as everything else.
      fill: async (form) => {
        for (const label of ['Name', 'Email', 'Mobile No', 'Address', 'Business Name'])
          await form.getByLabel(label, { exact: true }).fill('');
      },
      expected: [
        { label: 'Name', message: 'The name field is required.' },
        { label: 'Email', message: 'The email field is required.' },
        { label: 'Mobile No', message: 'Enter the mobile number' },
        { label: 'Address', message: 'The address field is required.' },
        { label: 'Business Name', message: 'The business name field is required.' },
        { label: 'Business Address', message: 'The business address field is required.' },
        { label: 'Current Occupation', message: 'The current occupation field is required.' },
        { label: 'Net Annual Income (Rs.)', message: /^The net annual income field is required\./ },
        { label: 'Education', message: 'The education field is required.' },
        { label: 'Education Certificate', message: /^The education certificate is required\./ },
        { label: 'Pan Card Number', message: /^Enter the PAN/ },
        { label: 'Pan Card', message: /^The PAN card document is required\./ },
        { label: 'Aadhar Card Number', message: 'Enter the Aadhaar number' },
        { label: 'Aadhar Card', message: /^The Aadhaar card document is required\./ },
        {
          label: 'I declare that my annual income is under Rs. 3 LPA.',
          message: AgentMessages.declarationMissing,
        },
      ],
    },
    wrong: {
      fill: async (form) => {
        await form.getByLabel('Name', { exact: true }).fill('Asha Rao');
        await form.getByLabel('Email', { exact: true }).fill('not-an-email');
        await form.getByLabel('Mobile No', { exact: true }).fill('12345');
        await form.getByLabel('Address', { exact: true }).fill('12 Ring Road, Surat');
        await form.getByLabel('Business Name', { exact: true }).fill('Asha Foods');
        await form.getByLabel('Business Address', { exact: true }).fill('14 Ring Road, Surat');
        await form.getByLabel('Current Occupation', { exact: true }).fill('Cook');
        await form.getByLabel('Net Annual Income (Rs.)', { exact: true }).fill('a lot');
        await form.getByLabel('Education', { exact: true }).fill('HSC');
        await form.getByLabel('Pan Card Number', { exact: true }).fill('ABCDE12345');
        await form.getByLabel('Aadhar Card Number', { exact: true }).fill('2345 6789 0123');
        await form.getByLabel('GST No (optional)', { exact: true }).fill('BADGST');
        await form
          .getByLabel('Education Certificate', { exact: true })
          .setInputFiles(notADocument('degree.pdf'));
        await form.getByLabel('Pan Card', { exact: true }).setInputFiles(notADocument('pan.pdf'));
        await form.getByLabel('Aadhar Card', { exact: true }).setInputFiles(pdf('aadhaar.pdf'));
      },
      expected: [
        { label: 'Email', message: 'The email must be a valid email address.' },
        { label: 'Mobile No', message: /^The mobile number must be a 10-digit Indian mobile number/ },
        { label: 'Net Annual Income (Rs.)', message: /^The net annual income must be a whole number/ },
        { label: 'Education Certificate', message: /^The education certificate must be a PDF or an image/ },
        { label: 'Pan Card Number', message: /^The PAN must be a valid PAN/ },
        { label: 'Pan Card', message: /^The PAN card document must be a PDF or an image/ },
        {
          label: 'Aadhar Card Number',
          message: /^The Aadhaar number must be a valid 12-digit Aadhaar number/,
        },
        { label: 'GST No (optional)', message: /^The GST number must be a valid 15-character GSTIN/ },
        {
          label: 'GST No Proof (needed with a GST number)',
          message: /^The GST proof document is required\./,
        },
        {
          label: 'I declare that my annual income is under Rs. 3 LPA.',
          message: AgentMessages.declarationMissing,
        },
      ],
    },
  },
  {
    name: 'Settings: change password',
    who: 'owner',
    path: '/Home/User/setting',
    form: 'Change password',
    submit: 'Change password',
    empty: {
      expected: [
        { label: 'Current password', message: 'Current password is required' },
        { label: 'New password', message: 'New password is required' },
        { label: 'Confirm password', message: 'Confirm password is required' },
      ],
    },
    wrong: {
      fill: async (form) => {
        await form.getByLabel('Current password', { exact: true }).fill('x');
        await form.getByLabel('New password', { exact: true }).fill('short');
        await form.getByLabel('Confirm password', { exact: true }).fill('different');
      },
      expected: [
        { label: 'New password', message: 'The password must be between 8 and 128 characters.' },
        { label: 'Confirm password', message: 'The password confirmation does not match.' },
      ],
    },
  },
  {
    // The API's own answer, every field at once, in the site's words (not "The facbook url …").
    name: 'restaurant profile',
    who: 'owner',
    path: '/EditProfile/0',
    form: 'Restaurant Update Profile',
    submit: 'Update',
    wrong: {
      fill: async (form) => {
        await form.getByLabel('GST number', { exact: true }).fill('BADGST');
        await form.getByLabel('Facebook', { exact: true }).fill('facebook.com/spiceroute');
        await form.getByLabel('LinkedIn', { exact: true }).fill('not a link');
        await form.getByLabel('Instagram', { exact: true }).fill('not a link');
        await form.getByLabel('Twitter', { exact: true }).fill('not a link');
      },
      expected: [
        { label: 'GST number', message: /^The GST number must be a valid 15-character GSTIN/ },
        { label: 'Facebook', message: /^The Facebook link must be a valid URL/ },
        { label: 'LinkedIn', message: /^The LinkedIn link must be a valid URL/ },
        { label: 'Instagram', message: /^The Instagram link must be a valid URL/ },
        { label: 'Twitter', message: /^The Twitter link must be a valid URL/ },
      ],
    },
  },
  {
    // The vendor's profile goes to the same API as the restaurant's: every wrong field in one answer.
    name: 'vendor profile',
    who: 'vendor',
    path: '/VendorListing',
    form: 'Vendor Edit Profile',
    submit: 'Update',
    wrong: {
      fill: async (form) => {
        await form.getByLabel('Mobile No.', { exact: true }).fill('abc');
        await form.getByLabel('GST number (optional)', { exact: true }).fill('BADGST');
      },
      expected: [
        { label: 'Mobile No.', message: /mobile number/i },
        { label: 'GST number (optional)', message: /^The GST number must be a valid 15-character GSTIN/ },
      ],
    },
  },
  {
    name: 'reset password',
    who: 'visitor',
    path: '/reset-password?token=not-checked-before-the-fields&email=someone%40example.test',
    form: 'Reset password',
    submit: 'Reset password',
    empty: {
      expected: [
        { label: 'New password', message: 'New password is required' },
        { label: 'Confirm password', message: 'Confirm password is required' },
      ],
    },
    wrong: {
      fill: async (form) => {
        await form.getByLabel('New password', { exact: true }).fill('short');
        await form.getByLabel('Confirm password', { exact: true }).fill('different');
      },
      expected: [
        { label: 'New password', message: 'The password must be between 8 and 128 characters.' },
        { label: 'Confirm password', message: 'The password confirmation does not match.' },
      ],
    },
  },
  {
    name: 'Contact Us',
    who: 'visitor',
    path: '/contact',
    form: 'Write to us',
    submit: 'Send message',
    empty: {
      expected: [
        { label: 'Name', message: 'Name is required' },
        { label: 'E-mail', message: 'E-mail is required' },
        { label: 'Subject', message: 'Subject is required' },
        { label: 'Message', message: 'Message is required' },
      ],
    },
    wrong: {
      fill: async (form) => {
        await form.getByLabel('Name', { exact: true }).fill('   ');
        await form.getByLabel('E-mail', { exact: true }).fill('not-an-email');
        await form.getByLabel('Subject', { exact: true }).fill('   ');
        await form.getByLabel('Message', { exact: true }).fill('   ');
      },
      expected: [
        { label: 'Name', message: 'Name is required' },
        { label: 'E-mail', message: 'The email must be a valid email address.' },
        { label: 'Subject', message: 'Subject is required' },
        { label: 'Message', message: 'Message is required' },
      ],
    },
  },
];

async function open(page: Page, who: Who, path: string) {
  if (who === 'owner' || who === 'elite owner')
    await signInMember(page, await freshMember('form-errors', 'Omar', uniqueWord()));
  // Listing a restaurant for sale needs Elite: paid the way a member pays (the PayU sandbox).
  if (who === 'elite owner') await becomeElite(page);
  if (who === 'vendor') {
    const { email, password } = await createVerifiedMember('form-errors-vendor', {
      user_type: '7',
      first_name: 'Vikram',
      last_name: uniqueWord(),
      business_name: 'Fresh Supplies',
    });
    await signInMember(page, { email, password });
  }
  if (who === 'indian member')
    await signInMember(page, await freshMember('form-errors-dsa', 'Asha', uniqueWord()));
  await page.goto(`${urls.web}${path}`);
}

/** Every expected message at once: in the summary (as a link to its field) and as its field's description. */
async function expectEveryError(page: Page, form: Locator, expected: Expected[], focus: boolean) {
  const summary = form.getByRole('alert').filter({ hasText: /Please fix/ });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveCount(expected.length);
  for (const { label, message } of expected) {
    const field = form.getByLabel(label, { exact: true });
    await expect(field, label).toHaveAttribute('aria-invalid', 'true');
    await expect(field, label).toHaveAccessibleDescription(message);
    await expect(summary.getByRole('link', { name: message })).toHaveCount(1);
  }
  if (focus) await expect(form.getByLabel(expected[0]!.label, { exact: true })).toBeFocused();
  await expect(page.locator('body')).not.toHaveText(INTERNAL_NAMES);
}

for (const javaScript of [true, false]) {
  test.describe(`every form reports every error at once (${javaScript ? 'with' : 'without'} JavaScript)`, () => {
    test.use({ javaScriptEnabled: javaScript });
    // Without JavaScript a few forms are enough: the same server answers both.
    const forms = javaScript
      ? FORMS
      : FORMS.filter((f) =>
          ['Franchisee Provider', 'blue tick', 'Atmnirbhar', 'restaurant profile'].includes(f.name),
        );

    for (const entry of forms) {
      const cases = entry.empty ? 'everything empty, then everything wrong' : 'everything wrong';
      test(`${entry.name}: ${cases}`, async ({ page }) => {
        test.setTimeout(90_000);
        await open(page, entry.who, entry.path as string);
        const form = page.getByRole('form', { name: entry.form });

        if (entry.empty) {
          await entry.empty.fill?.(form);
          await form.getByRole('button', { name: entry.submit, exact: true }).click();
          await expectEveryError(page, form, entry.empty.expected, javaScript);
        }

        await entry.wrong.fill?.(form);
        await form.getByRole('button', { name: entry.submit, exact: true }).click();
        await expectEveryError(page, form, entry.wrong.expected, javaScript);
      });
    }
  });
}
