import type { RestaurantType } from '@app/contracts';
import { Link } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { useT } from '../../i18n/i18n';
import type { LocationLists } from '../../locations.server';
import { Avatar } from '../avatar';
import { Field, FieldError } from '../form-fields';
import { LocationFields } from '../location-fields';
import { RestaurantTypeFields, SubmitButton, TextAreaField } from './fields';
import { ReportingForm } from './reporting-form';

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
    <ReportingForm
      prefix="restaurant"
      fieldErrors={fieldErrors}
      message={message}
      order={['photo', ...RESTAURANT_PROFILE_FIELDS, 'contact_consent']}
      method="post"
      encType="multipart/form-data"
      className="form"
      aria-label={t('profile.formLabel')}
    >
      <div className="form__row">
        <Avatar name={value('name') || t('profile.restaurant')} photo={photo} size="large" />
        <Field
          label={t('profile.photo')}
          name="photo"
          type="file"
          accept="image/*"
          error={fieldErrors.photo}
        />
      </div>
      <div className="form__grid">
        <Field label={t('profile.name')} name="name" defaultValue={value('name')} error={fieldErrors.name} />
        <RestaurantTypeFields
          types={types}
          typeId={value('restaurant_type_id')}
          otherText={value('restaurant_type')}
          errors={fieldErrors}
        />
      </div>
      <div className="form__grid">
        <Field label={t('profile.email')} name="email" type="email" readOnly defaultValue={email} />
        <Field
          label={t('profile.businessName')}
          name="business_name"
          defaultValue={value('business_name')}
          error={fieldErrors.business_name}
        />
        <Field
          label={t('profile.mobile')}
          name="mobile_no"
          type="tel"
          defaultValue={value('mobile_no')}
          error={fieldErrors.mobile_no}
        />
      </div>
      <LocationFields
        lists={locations}
        errors={fieldErrors}
        requiredFields={false}
        cityName="current_city_id"
        cityLabel={t('profile.currentCity')}
      />
      <div className="form__grid">
        <Field
          label={t('profile.mainOfficeCity')}
          name="main_office_city"
          defaultValue={value('main_office_city')}
          error={fieldErrors.main_office_city}
        />
        <Field
          label={t('profile.gst')}
          name="gst_no"
          autoCapitalize="characters"
          hint={t('profile.gstHint')}
          defaultValue={value('gst_no')}
          error={fieldErrors.gst_no}
        />
        <Field
          label={t('profile.website')}
          name="business_url"
          defaultValue={value('business_url')}
          error={fieldErrors.business_url}
        />
      </div>
      <TextAreaField
        label={t('profile.about')}
        name="comments"
        defaultValue={value('comments')}
        error={fieldErrors.comments}
      />
      <TextAreaField
        label={t('profile.address')}
        name="address"
        rows={2}
        defaultValue={value('address')}
        error={fieldErrors.address}
      />
      <div className="form__grid">
        {LINKS.map((link) => (
          <Field
            key={link.name}
            label={link.label}
            name={link.name}
            type="url"
            placeholder={t('profile.urlPlaceholder')}
            defaultValue={value(link.name)}
            error={fieldErrors[link.name]}
          />
        ))}
      </div>
      <div className="field">
        {/* Affirmative consent (decision 213): unticked until the owner ticks it; unticking withdraws. */}
        <label className="checkbox">
          <input
            type="checkbox"
            name="contact_consent"
            value="1"
            defaultChecked={value('contact_consent') === '1'}
            aria-describedby="contact-consent-hint"
          />{' '}
          <span>{t('contact.restaurantConsent')}</span>
        </label>
        <p className="field__hint" id="contact-consent-hint">
          <Trans
            t={t}
            i18nKey="profile.consentHint"
            components={{ views: <Link to="/Home/User/contact-views" /> }}
          />
        </p>
        <FieldError id="contact-consent-error" error={fieldErrors.contact_consent} />
      </div>
      <div className="form__actions">
        <SubmitButton label={t('update')} intent="update" />
      </div>
    </ReportingForm>
  );
}
