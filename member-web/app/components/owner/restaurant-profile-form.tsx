import type { RestaurantType } from '@app/contracts';
import { Trans } from 'react-i18next';

import { useT } from '../../i18n/i18n';
import type { LocationLists } from '../../locations.server';
import { Field, TextAreaField } from '../form-fields';
import { ContactConsent, CurrentCityFields, LoginEmailField, ProfilePhotoRow } from '../profile-form-parts';
import { RestaurantTypeFields, SubmitButton } from './fields';
import { UploadForm } from './reporting-form';

/** The text fields POST users/{id} takes from Restaurant Update Profile. */
export const RESTAURANT_PROFILE_FIELDS = [
  'name',
  'restaurant_type_id',
  'restaurant_type',
  'business_name',
  'mobile_no',
  'country_id',
  'state_id',
  'current_city_id',
  'main_office_city',
  'gst_no',
  'business_url',
  'comments',
  'address',
  'facbook_url',
  'linkedin_url',
  'instagram_url',
  'twiter_url',
] as const;

const LINKS: ReadonlyArray<{ name: string; label: string }> = [
  { name: 'facbook_url', label: 'Facebook' },
  { name: 'linkedin_url', label: 'LinkedIn' },
  { name: 'instagram_url', label: 'Instagram' },
  { name: 'twiter_url', label: 'Twitter' },
];

/**
 * Restaurant Update Profile. Fields are labelled for what they hold (the seeds labelled business_name
 * 'Address' and business_url 'Remark'; issue 38 item 8), the rest as the seeds do ('About You',
 * 'Restaurant Address'). Email is the login and shows read-only.
 */
export function RestaurantProfileForm({
  values,
  email,
  photo,
  types,
  locations,
  fieldErrors = {},
  message,
}: {
  values: Record<string, string>;
  email: string;
  photo: string | null;
  types: RestaurantType[];
  locations: LocationLists;
  fieldErrors?: Record<string, string>;
  message?: string;
}) {
  const { t } = useT('owner');
  const value = (name: string) => values[name] ?? '';
  return (
    <UploadForm
      prefix="restaurant"
      values={values}
      fieldErrors={fieldErrors}
      message={message}
      order={['photo', ...RESTAURANT_PROFILE_FIELDS, 'contact_consent']}
      aria-label={t('profile.formLabel')}
    >
      <ProfilePhotoRow name={value('name') || t('profile.restaurant')} photo={photo} />
      <div className="form__grid">
        <Field label={t('profile.name')} name="name" />
        <RestaurantTypeFields
          types={types}
          typeId={value('restaurant_type_id')}
          otherText={value('restaurant_type')}
          errors={fieldErrors}
        />
      </div>
      <div className="form__grid">
        <LoginEmailField email={email} />
        <Field label={t('profile.businessName')} name="business_name" />
        <Field label={t('profile.mobile')} name="mobile_no" type="tel" />
      </div>
      <CurrentCityFields locations={locations} errors={fieldErrors} />
      <div className="form__grid">
        <Field label={t('profile.mainOfficeCity')} name="main_office_city" />
        <Field
          label={t('profile.gst')}
          name="gst_no"
          autoCapitalize="characters"
          hint={t('profile.gstHint')}
        />
        <Field label={t('profile.website')} name="business_url" />
      </div>
      <TextAreaField label={t('profile.about')} name="comments" />
      <TextAreaField label={t('profile.address')} name="address" rows={2} />
      <div className="form__grid">
        {LINKS.map((link) => (
          <Field
            key={link.name}
            label={link.label}
            name={link.name}
            type="url"
            placeholder={t('profile.urlPlaceholder')}
          />
        ))}
      </div>
      {/* Affirmative consent (decision 213): unticked until the owner ticks it; unticking withdraws. */}
      <ContactConsent
        name="contact_consent"
        idBase="contact-consent"
        label={t('contact.restaurantConsent')}
        hint={(views) => <Trans t={t} i18nKey="profile.consentHint" components={{ views }} />}
      />
      <div className="form__actions">
        <SubmitButton label={t('update')} intent="update" />
      </div>
    </UploadForm>
  );
}
