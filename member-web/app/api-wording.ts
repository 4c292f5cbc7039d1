import type { TFunction } from 'i18next';

import { useT } from './i18n/i18n';

/**
 * The API's messages in the site's own words (issue 38 item 8). The API keeps the seeds' texts, typos and
 * field names included, for old clients ("The facbook url must be a URL address.", "The aadharcard number
 * field is required."); the site shows them as a person would say them. This is the one place that maps
 * them: whole messages the site words differently, and the API's internal field names inside its
 * validation sentences ("The {field} …"). A text not known here is shown as it came.
 */

/** The API's field names, as they appear in its sentences, and the catalogue key of the plain name. */
const FIELD_NAMES: Record<string, string> = {
  'facbook url': 'facebookLink',
  'twiter url': 'twitterLink',
  'instagram url': 'instagramLink',
  'linkedin url': 'linkedinLink',
  'business url': 'businessWebsite',
  'aadharcard number': 'aadhaarNumber',
  'pancard number': 'panNumber',
  'gst no': 'gstNumber',
  'mobile no format': 'mobileNumber',
  'mobile no': 'mobileNumber',
  'email otp': 'emailCode',
  'country id': 'country',
  'state id': 'state',
  'city id': 'city',
  'native city id': 'homeTown',
  'current city id': 'currentCity',
  'restaurant type id': 'restaurantType',
  'segment multi': 'segment',
  'outlet count': 'outletCount',
  'price include list': 'priceIncludes',
  'operate since': 'openingYear',
  'job timing from': 'startTime',
  'job timing to': 'endTime',
  'pin code format': 'pinCode',
  'user type': 'accountType',
  'is intrested': 'interest',
};

/** Whole messages the site words differently, and their catalogue keys. */
const MESSAGES: Record<string, string> = {
  'The selected city does not belong to the selected state and country.': 'cityNotInState',
  'The city does not belong to the state and country given': 'cityNotInState',
  'The country id field is required.': 'chooseCountry',
  'The state id field is required.': 'chooseState',
  'The city id field is required.': 'chooseCity',
};

// Longest names first, so "mobile no format" wins over "mobile no".
const NAMES = Object.keys(FIELD_NAMES).sort((a, b) => b.length - a.length);
const REQUIRED = /^The (.+) field is required\.?$/;

/** `text` in the site's words, in the language of `t` (the common catalogue's `apiWording` texts). */
export function siteWording(text: string, t: TFunction): string {
  const whole = MESSAGES[text];
  if (whole) return t(`apiWording.messages.${whole}`, { ns: 'common' });
  const name = NAMES.find(
    (candidate) => text.includes(`The ${candidate} `) || text.includes(`The selected ${candidate} `),
  );
  if (!name) return text;
  const field = t(`apiWording.fields.${FIELD_NAMES[name]}`, { ns: 'common' });
  const required = REQUIRED.exec(text);
  if (required && required[1] === name) return t('apiWording.required', { ns: 'common', field });
  return text
    .replace(`The selected ${name} `, `The selected ${field} `)
    .replace(`The ${name} `, `The ${field} `);
}

/** The mapper for components: `const word = useSiteWording(); word(message)`. */
export function useSiteWording(): (text: string) => string {
  const { t } = useT('common');
  return (text) => siteWording(text, t);
}
