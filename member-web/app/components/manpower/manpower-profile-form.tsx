import { MANPOWER_LIMITS } from '@app/contracts';
import { Link } from '@remix-run/react';
import { Trans } from 'react-i18next';

import { useT } from '../../i18n/i18n';
import type { LocationLists } from '../../locations.server';
import { Field, SelectField, TextAreaField } from '../form-fields';
import { SubmitButton } from '../owner/fields';
import { UploadForm } from '../owner/reporting-form';
import { ContactConsent, CurrentCityFields, LoginEmailField, ProfilePhotoRow } from '../profile-form-parts';
import { Modal } from '../social/modal';
import { JobWantsFields } from './job-wants-fields';

/** The text fields of the manpower Edit Profile form. */
export const MANPOWER_PROFILE_FIELDS = [
  'name',
  'type',
  'business_category',
  'address',
  'mobile_no',
  'country_id',
  'state_id',
  'current_city_id',
  'native_city_id',
  'gst_no',
  'qualification',
  'experience',
  'comments',
  'wanted_positions',
  'min_salary',
] as const;

const resumeMegabytes = MANPOWER_LIMITS.maxResumeBytes / (1024 * 1024);

/**
 * The seed's manpower Edit Profile: photo, full name, category, email (the login, read-only), address,
 * mobile, country/state/city, main office city, GST no, qualification, experience, about you, and the
 * resume upload with its viewer (a modal `<dialog>` framing the member's own PDF, opened by address:
 * `?resume=1`, so it works without JavaScript too).
 */
export function ManpowerProfileForm({
  values,
  email,
  photo,
  hasResume,
  showResume,
  locations,
  savedCities = [],
  fieldErrors = {},
  message,
}: {
  values: Record<string, string>;
  email: string;
  photo: string | null;
  hasResume: boolean;
  showResume: boolean;
  locations: LocationLists;
  /** The job-alert cities saved, with their names. */
  savedCities?: Array<{ value: string; label: string }>;
  fieldErrors?: Record<string, string>;
  message?: string;
}) {
  const { t } = useT('manpower');
  const value = (name: string) => values[name] ?? '';
  // Main Office City is a city of the list: those of the chosen state, and the saved one if elsewhere.
  const cities = locations.cities.map((c) => ({ value: String(c.id), label: c.name }));
  if (value('native_city_id') && !cities.some((c) => c.value === value('native_city_id')))
    cities.unshift({
      value: value('native_city_id'),
      label: values.native_city_name || t('profile.savedCity'),
    });
  return (
    <>
      <UploadForm
        prefix="manpower"
        values={values}
        fieldErrors={fieldErrors}
        message={message}
        order={['photo', ...MANPOWER_PROFILE_FIELDS, 'wanted_city_ids', 'resume']}
        aria-label={t('menu.editProfile')}
      >
        <ProfilePhotoRow name={value('name') || t('profile.me')} photo={photo} />
        <div className="form__grid">
          <Field label={t('profile.fullName')} name="name" />
          <Field label={t('profile.category')} name="type" placeholder={t('profile.categoryExample')} />
          <Field label={t('vendor:profile.businessCategory')} name="business_category" />
        </div>
        <div className="form__grid">
          <LoginEmailField email={email} />
          <Field label={t('owner:profile.mobile')} name="mobile_no" type="tel" />
          <Field label={t('owner:profile.gst')} name="gst_no" />
        </div>
        <TextAreaField label={t('vendor:profile.address')} name="address" rows={2} />
        <CurrentCityFields locations={locations} errors={fieldErrors} />
        <SelectField
          label={t('owner:profile.mainOfficeCity')}
          name="native_city_id"
          placeholder={t('profile.selectCity')}
          options={cities}
        />
        <div className="form__grid">
          <Field label={t('profile.qualification')} name="qualification" />
          <Field
            label={t('profile.experience')}
            name="experience"
            placeholder={t('profile.experienceExample')}
          />
        </div>
        <TextAreaField label={t('owner:profile.about')} name="comments" />
        <JobWantsFields
          values={values}
          cities={locations.cities.map((c) => ({ value: String(c.id), label: c.name }))}
          savedCities={savedCities}
          fieldErrors={fieldErrors}
        />
        <div className="form__row">
          <Field
            label={t('profile.resume')}
            name="resume"
            type="file"
            accept="application/pdf,.pdf"
            hint={t('profile.resumeHint', { mb: resumeMegabytes })}
          />
          {hasResume ? (
            <Link to="?resume=1" className="button button--ghost button--small" preventScrollReset>
              {t('profile.viewResume')}
            </Link>
          ) : (
            <p className="field__hint">{t('profile.noResume')}</p>
          )}
        </div>
        {/* Affirmative consent (decision 211): unticked until the member ticks it; unticking withdraws. */}
        <ContactConsent
          name="cv_consent"
          idBase="cv-consent"
          label={t('profile.cvConsent')}
          hint={(views) => <Trans t={t} i18nKey="profile.cvConsentHint" components={{ views }} />}
        />
        <div className="form__actions">
          <SubmitButton label={t('profile.update')} intent="update" />
        </div>
      </UploadForm>
      {showResume && hasResume ? (
        <Modal title={t('profile.myResume')} closeHref="." className="resume-viewer">
          <iframe
            title={t('profile.myResumePdf')}
            src="/ManpowerListings/resume"
            className="resume-viewer__frame"
            width="100%"
            height="600"
          />
          <p>
            <a href="/ManpowerListings/resume" target="_blank" rel="noreferrer">
              {t('profile.openPdf')}
            </a>
          </p>
        </Modal>
      ) : null}
    </>
  );
}
