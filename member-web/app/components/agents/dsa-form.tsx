import { useNavigation } from '@remix-run/react';
import { useState } from 'react';

import type { LocationLists } from '../../locations.server';
import { Field, FieldError } from '../form-fields';
import { LocationFields } from '../location-fields';
import { ReportingForm } from '../owner/reporting-form';
import { groupsOf4 } from './groups-of-4';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';
const DOC_HINT = 'PDF or image (JPEG, PNG or WebP), up to 5 MB. Only our staff see it.';

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
    <ReportingForm
      prefix="dsa"
      fieldErrors={fieldErrors}
      message={message}
      order={DSA_ORDER}
      method="post"
      action="/Home/User/Atmnirbhar"
      encType="multipart/form-data"
      className="form"
      aria-label="Atmnirbhar application"
    >
      {text('name', 'Name', { autoComplete: 'name', maxLength: 100 })}
      {text('email', 'Email', { type: 'email', autoComplete: 'email', maxLength: 191 })}
      {text('mobile_no', 'Mobile No', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 13 })}
      {text('address', 'Address', { maxLength: 500 })}
      <LocationFields lists={locations} errors={fieldErrors} />
      {text('business_name', 'Business Name', { maxLength: 150 })}
      {text('business_address', 'Business Address', { maxLength: 500 })}
      {text('current_occupation', 'Current Occupation', { maxLength: 150 })}
      {text('net_annual_income', 'Net Annual Income (Rs.)', {
        inputMode: 'numeric',
        hint: 'Must be under Rs. 3 LPA (300000).',
      })}
      {text('education', 'Education', { maxLength: 150 })}
      <Field
        label="Education Certificate"
        name="education_certificate"
        type="file"
        accept={ACCEPT}
        required
        hint={DOC_HINT}
        error={fieldErrors.education_certificate}
      />
      {text('pancard_number', 'Pan Card Number', {
        maxLength: 10,
        autoCapitalize: 'characters',
        hint: 'Like AAAAA9999A.',
      })}
      <Field
        label="Pan Card"
        name="pancard_doc"
        type="file"
        accept={ACCEPT}
        required
        hint={DOC_HINT}
        error={fieldErrors.pancard_doc}
      />
      <Field
        label="Aadhar Card Number"
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
        label="Aadhar Card"
        name="aadharcard_doc"
        type="file"
        accept={ACCEPT}
        required
        hint={DOC_HINT}
        error={fieldErrors.aadharcard_doc}
      />
      {text('gst_no', 'GST No (optional)', { required: false, maxLength: 15, autoCapitalize: 'characters' })}
      <Field
        label="GST No Proof (needed with a GST number)"
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
          <span>I declare that my annual income is under Rs. 3 LPA.</span>
        </label>
        <FieldError id="dsa-declaration-error" error={declaration} />
      </div>
      <button type="submit" className="button button--primary button--large" disabled={busy}>
        {busy ? 'Please Wait...' : 'Submit'}
      </button>
    </ReportingForm>
  );
}
