import { ContactMessages, type RestaurantType } from '@app/contracts';
import { Link } from '@remix-run/react';

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
      aria-label="Restaurant Update Profile"
    >
      <div className="form__row">
        <Avatar name={value('name') || 'Restaurant'} photo={photo} size="large" />
        <Field label="Photo" name="photo" type="file" accept="image/*" error={fieldErrors.photo} />
      </div>
      <div className="form__grid">
        <Field label="Restaurant Name" name="name" defaultValue={value('name')} error={fieldErrors.name} />
        <RestaurantTypeFields
          types={types}
          typeId={value('restaurant_type_id')}
          otherText={value('restaurant_type')}
          errors={fieldErrors}
        />
      </div>
      <div className="form__grid">
        <Field label="Email" name="email" type="email" readOnly defaultValue={email} />
        <Field
          label="Business name"
          name="business_name"
          defaultValue={value('business_name')}
          error={fieldErrors.business_name}
        />
        <Field
          label="Mobile No."
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
        cityLabel="Current City"
      />
      <div className="form__grid">
        <Field
          label="Main Office City"
          name="main_office_city"
          defaultValue={value('main_office_city')}
          error={fieldErrors.main_office_city}
        />
        <Field
          label="GST number"
          name="gst_no"
          autoCapitalize="characters"
          hint="15 characters, such as 24AAPFU0939F1Z1"
          defaultValue={value('gst_no')}
          error={fieldErrors.gst_no}
        />
        <Field
          label="Website"
          name="business_url"
          defaultValue={value('business_url')}
          error={fieldErrors.business_url}
        />
      </div>
      <TextAreaField
        label="About You"
        name="comments"
        defaultValue={value('comments')}
        error={fieldErrors.comments}
      />
      <TextAreaField
        label="Restaurant Address"
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
            placeholder="https://"
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
          <span>{ContactMessages.restaurantConsentLabel}</span>
        </label>
        <p className="field__hint" id="contact-consent-hint">
          Left unticked, your mobile and e-mail stay private: nobody sees them on the restaurant list, except
          vendors who quoted on your requirements and professionals who applied to your jobs. Ticked, Elite
          vendors and professionals can press &quot;Show contact&quot; on your restaurant to see them; you see
          who did under <Link to="/Home/User/contact-views">Who viewed my contact</Link>. Untick to hide them
          again.
        </p>
        <FieldError id="contact-consent-error" error={fieldErrors.contact_consent} />
      </div>
      <div className="form__actions">
        <SubmitButton label="Update" intent="update" />
      </div>
    </ReportingForm>
  );
}
