import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

import { useT } from '../i18n/i18n';
import type { LocationLists } from '../locations.server';
import { Avatar } from './avatar';
import { ConsentCheckbox, Field, useFieldValues } from './form-fields';
import { LocationFields } from './location-fields';

/**
 * The pieces the restaurant, vendor and manpower Edit Profile forms share. Each sits inside a form whose
 * values and messages are in a FieldValuesScope (ReportingForm with `values`).
 */

/** The member's picture beside the photo upload. */
export function ProfilePhotoRow({ name, photo }: { name: string; photo: string | null }) {
  const { t } = useT('owner');
  return (
    <div className="form__row">
      <Avatar name={name} photo={photo} size="large" />
      <Field label={t('profile.photo')} name="photo" type="file" accept="image/*" />
    </div>
  );
}

/** The email is the login: shown, not edited here. */
export function LoginEmailField({ email }: { email: string }) {
  const { t } = useT('owner');
  return <Field label={t('profile.email')} name="email" type="email" readOnly defaultValue={email} />;
}

/** Country, state and the member's Current City (current_city_id), none of them required. */
export function CurrentCityFields({
  locations,
  errors,
}: {
  locations: LocationLists;
  errors: Record<string, string>;
}) {
  const { t } = useT('owner');
  return (
    <LocationFields
      lists={locations}
      errors={errors}
      requiredFields={false}
      cityName="current_city_id"
      cityLabel={t('profile.currentCity')}
    />
  );
}

/**
 * The consent to be contacted (or to have the CV seen) and its hint, whose link leads to who has looked
 * (`/Home/User/contact-views`): `hint` renders the hint given that link. Ticked and its message come from
 * the form's FieldValuesScope.
 */
export function ContactConsent({
  name,
  idBase,
  label,
  hint,
}: {
  name: string;
  idBase: string;
  label: string;
  hint: (viewsLink: ReactNode) => ReactNode;
}) {
  const { values, errors } = useFieldValues();
  return (
    <ConsentCheckbox
      name={name}
      idBase={idBase}
      label={label}
      hint={hint(<Link to="/Home/User/contact-views" />)}
      checked={values?.[name] === '1'}
      error={errors?.[name]}
    />
  );
}
