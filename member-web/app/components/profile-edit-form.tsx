import { Form, useNavigation } from '@remix-run/react';
import { useId, useRef } from 'react';

import { useT } from '../i18n/i18n';
import type { LocationLists } from '../locations.server';
import type { MemberUser } from '../types';
import {
  ErrorSummary,
  Field,
  FieldError,
  FieldValuesScope,
  FormAlert,
  FormErrorScope,
  useFocusFirstError,
} from './form-fields';
import { LocationFields } from './location-fields';
import { useMinimumBusy } from './use-minimum-busy';

/**
 * The 'Update User Profile' form (multipart: the photo goes with the fields). Every error shows at once,
 * listed at the top and next to its field, and focus goes to the first (decision 171).
 */
export function ProfileEditForm({
  user,
  locations,
  values,
  message,
  fieldErrors = {},
}: {
  user: MemberUser;
  locations: LocationLists;
  values?: Record<string, string>;
  message?: string;
  fieldErrors?: Record<string, string>;
}) {
  const { t } = useT('account');
  const navigation = useNavigation();
  const busy = useMinimumBusy(
    navigation.state === 'submitting' && navigation.formData?.get('intent') !== 'locations',
  );
  const ids = { gender: useId(), about: useId() };
  const value = (field: keyof MemberUser & string) => values?.[field] ?? String(user[field] ?? '');
  const bound = Object.fromEntries(TEXT_FIELDS.map((field) => [field, value(field)]));
  bound.birth_date = value('birth_date').slice(0, 10);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, values ? fieldErrors : null);
  return (
    <FormErrorScope prefix="profile">
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        className="form"
        noValidate
        aria-labelledby="edit-profile-title"
      >
        <FormAlert>{message}</FormAlert>
        <ErrorSummary prefix="profile" errors={message ? undefined : fieldErrors} order={PROFILE_ORDER} />
        <FieldValuesScope values={bound} errors={fieldErrors}>
          <Field label={t('profile.photo')} name="photo" type="file" accept="image/*" />
          <div className="form__grid">
            <Field label={t('profile.firstName')} name="first_name" required />
            <Field label={t('profile.lastName')} name="last_name" required />
          </div>
          <div className="form__grid">
            <Field label={t('profile.mobile')} name="mobile_no" type="tel" />
            <Field label={t('profile.mainOfficeCity')} name="main_office_city" />
          </div>
          <div className="form__grid">
            <Field label={t('profile.birthDate')} name="birth_date" type="date" />
            <div className="field">
              <label htmlFor={ids.gender}>{t('profile.gender')}</label>
              <select id={ids.gender} name="gender" defaultValue={value('gender')}>
                <option value="">{t('profile.selectGender')}</option>
                <option value="Male">{t('profile.male')}</option>
                <option value="Female">{t('profile.female')}</option>
                <option value="Other" disabled>
                  {t('profile.other')}
                </option>
              </select>
              <FieldError error={fieldErrors.gender} />
            </div>
          </div>
          <div className="field">
            <label htmlFor={ids.about}>{t('profile.about')}</label>
            <textarea id={ids.about} name="about" rows={3} defaultValue={value('about')} />
            <FieldError error={fieldErrors.about} />
          </div>
          <div className="form__grid">
            <Field label={t('profile.address')} name="address" />
            <Field label={t('profile.pinCode')} name="pin_code" inputMode="numeric" />
          </div>
        </FieldValuesScope>
        <LocationFields lists={locations} errors={fieldErrors} requiredFields={false} />
        <button type="submit" name="intent" value="update" className="button button--primary" disabled={busy}>
          {busy ? t('pleaseWait') : t('profile.update')}
        </button>
      </Form>
    </FormErrorScope>
  );
}

/** The text inputs the scope fills (the date takes its day only). */
const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'mobile_no',
  'main_office_city',
  'address',
  'pin_code',
] as const;

/** The fields of the form besides the photo, in the form's order (what POST users/{id} takes from it). */
export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'mobile_no',
  'main_office_city',
  'birth_date',
  'gender',
  'country_id',
  'state_id',
  'city_id',
  'address',
  'pin_code',
  'about',
] as const;

/** The summary lists the errors in the order of the fields. */
const PROFILE_ORDER = ['photo', ...PROFILE_FIELDS];
