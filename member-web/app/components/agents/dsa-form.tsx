import { useNavigation } from '@remix-run/react';
import { useState } from 'react';

import { useT } from '../../i18n/i18n';
import type { LocationLists } from '../../locations.server';
import { Field, FieldError } from '../form-fields';
import { LocationFields } from '../location-fields';
import { UploadForm } from '../owner/reporting-form';
import { groupsOf4 } from './groups-of-4';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

/** The order of the error summary: the fields as they come on the page. */
const DSA_ORDER = [
  'name',
  'email',
  'mobile_no',
  'address',
  'country_id',
  'state_id',
  'city_id',
  'business_name',
  'business_address',
  'current_occupation',
  'net_annual_income',
  'education',
  'education_certificate',
  'pancard_number',
  'pancard_doc',
  'aadharcard_number',
  'aadharcard_doc',
  'gst_no',
  'gst_no_proof_doc',
  'declaration',
];

/**
 * The Atmnirbhar application (docs/product.md#atmnirbhar): every field, the four documents and the
 * declaration. It posts without JavaScript; the server checks everything and answers every error at once,
 * each next to its field.
 */
export function DsaForm({
  values = {},
  fieldErrors = {},
  message,
  locations,
}: {
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
  message?: string;
  locations: LocationLists;
}) {
  const { t } = useT('agents');
  const DOC_HINT = t('form.docHint');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction === '/Home/User/Atmnirbhar';
  const [aadhaar, setAadhaar] = useState(groupsOf4(values.aadharcard_number ?? ''));
  const declaration = fieldErrors.declaration;
  const text = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      label={label}
      name={name}
      defaultValue={values[name] ?? ''}
      error={fieldErrors[name]}
      required
      {...extra}
    />
  );
  return (
    <UploadForm
      prefix="dsa"
      fieldErrors={fieldErrors}
      message={message}
      order={DSA_ORDER}
      action="/Home/User/Atmnirbhar"
      aria-label={t('form.label')}
    >
      {text('name', t('form.name'), { autoComplete: 'name', maxLength: 100 })}
      {text('email', t('form.email'), { type: 'email', autoComplete: 'email', maxLength: 191 })}
      {text('mobile_no', t('form.mobile'), {
        type: 'tel',
        autoComplete: 'tel',
        inputMode: 'tel',
        maxLength: 13,
      })}
      {text('address', t('form.address'), { maxLength: 500 })}
      <LocationFields lists={locations} errors={fieldErrors} />
      {text('business_name', t('form.businessName'), { maxLength: 150 })}
      {text('business_address', t('form.businessAddress'), { maxLength: 500 })}
      {text('current_occupation', t('form.occupation'), { maxLength: 150 })}
      {text('net_annual_income', t('form.income'), {
        inputMode: 'numeric',
        hint: t('form.incomeHint'),
      })}
      {text('education', t('form.education'), { maxLength: 150 })}
      <Field
        label={t('form.educationCertificate')}
        name="education_certificate"
        type="file"
        accept={ACCEPT}
        required
        hint={DOC_HINT}
        error={fieldErrors.education_certificate}
      />
      {text('pancard_number', t('form.panNumber'), {
        maxLength: 10,
        autoCapitalize: 'characters',
        hint: t('form.panHint'),
      })}
      <Field
        label={t('form.pan')}
        name="pancard_doc"
        type="file"
        accept={ACCEPT}
        required
        hint={DOC_HINT}
        error={fieldErrors.pancard_doc}
      />
      <Field
        label={t('form.aadhaarNumber')}
        name="aadharcard_number"
        value={aadhaar}
        onChange={(e) => setAadhaar(groupsOf4(e.currentTarget.value))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        placeholder="1234 5678 9012"
        required
        error={fieldErrors.aadharcard_number}
      />
      <Field
        label={t('form.aadhaar')}
        name="aadharcard_doc"
        type="file"
        accept={ACCEPT}
        required
        hint={DOC_HINT}
        error={fieldErrors.aadharcard_doc}
      />
      {text('gst_no', t('form.gst'), { required: false, maxLength: 15, autoCapitalize: 'characters' })}
      <Field
        label={t('form.gstProof')}
        name="gst_no_proof_doc"
        type="file"
        accept={ACCEPT}
        hint={DOC_HINT}
        error={fieldErrors.gst_no_proof_doc}
      />
      <div>
        <label className="checkbox">
          <input
            id="dsa-declaration"
            type="checkbox"
            name="declaration"
            value="1"
            defaultChecked={values.declaration === '1'}
            aria-invalid={declaration ? true : undefined}
            aria-describedby={declaration ? 'dsa-declaration-error' : undefined}
          />{' '}
          <span>{t('form.declaration')}</span>
        </label>
        <FieldError id="dsa-declaration-error" error={declaration} />
      </div>
      <button type="submit" className="button button--primary button--large" disabled={busy}>
        {busy ? t('form.pleaseWait') : t('form.submit')}
      </button>
    </UploadForm>
  );
}
