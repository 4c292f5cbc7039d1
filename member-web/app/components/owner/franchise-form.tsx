import type { ListingMedia } from '@app/contracts';
import { Link } from '@remix-run/react';

import type { LocationLists } from '../../locations.server';
import { Field } from '../form-fields';
import { LocationFields } from '../location-fields';
import { ImageField, SubmitButton } from './fields';
import { ContactShownField } from './contact-shown-field';
import { ReportingForm } from './reporting-form';

/** The offer's text fields with the seeds' labels, in the seeds' order (place and images follow). */
export const FRANCHISE_FIELDS: ReadonlyArray<{
  name: string;
  label: string;
  type?: 'email' | 'tel' | 'number';
  required?: boolean;
}> = [
  { name: 'brand_name', label: 'Brand Name', required: true },
  { name: 'company_name', label: 'Company Name', required: true },
  { name: 'segment_multi', label: 'Segment' },
  { name: 'outlet_count', label: 'Current Number of Outlets', type: 'number' },
  { name: 'franchise_type', label: 'Franchisee Type' },
  { name: 'investment_needed', label: 'Investment Needed' },
  { name: 'turnover', label: 'Current Turnover Per Outlet' },
  { name: 'return_on_investment', label: 'ROI' },
  { name: 'total_investment', label: 'Total Investment' },
  { name: 'contact_email', label: 'Contact Email', type: 'email', required: true },
  { name: 'working_capital', label: 'Working Capital' },
  { name: 'contact_name', label: 'Contact Person Name', required: true },
  { name: 'net_profit', label: 'Net Profit (Expected Per Month)' },
  { name: 'contact_phone', label: 'Mobile Number', type: 'tel', required: true },
  { name: 'expected_turnover', label: 'Expected Turnover of Franchisee' },
  { name: 'franchise_fees', label: 'Franchisee Fees' },
];

/** The submit button: what pressing it does, for a new offer and for an edited one. */
export const FRANCHISE_SUBMIT = { create: 'Publish franchise offer', update: 'Save changes' } as const;

/** The order of the error summary: the fields as they come on the page. */
const FRANCHISE_ORDER = [
  ...FRANCHISE_FIELDS.map((field) => field.name),
  'country_id',
  'state_id',
  'city_id',
  'images',
];

export const FRANCHISE_TEXT_FIELDS = [
  ...FRANCHISE_FIELDS.map((field) => field.name),
  'country_id',
  'state_id',
  'city_id',
  'contact_shown',
];

/**
 * Franchisee Provider: every field of the seeds, the place (India first), several images and a submit button
 * named for what it does (the seeds' 'Success' said nothing; decision 294). Editing an offer (`editingId`)
 * can also remove its images.
 */
export function FranchiseForm({
  values,
  locations,
  fieldErrors,
  message,
  editingId,
  images = [],
}: {
  values: Record<string, string>;
  locations: LocationLists;
  fieldErrors?: Record<string, string>;
  message?: string;
  editingId?: number;
  images?: ListingMedia[];
}) {
  return (
    <ReportingForm
      prefix="franchise"
      fieldErrors={fieldErrors}
      message={message}
      order={FRANCHISE_ORDER}
      method="post"
      encType="multipart/form-data"
      className="form"
      aria-label={editingId ? 'Edit Franchisee' : 'Want To Give Franchisee'}
      key={editingId ?? 'new'}
    >
      {editingId ? <input type="hidden" name="id" value={editingId} /> : null}
      <div className="form__grid">
        {FRANCHISE_FIELDS.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type === 'number' ? 'text' : field.type}
            inputMode={field.type === 'number' ? 'numeric' : undefined}
            required={field.required}
            defaultValue={values[field.name] ?? ''}
            error={fieldErrors?.[field.name]}
          />
        ))}
      </div>
      <LocationFields lists={locations} errors={fieldErrors ?? {}} requiredFields={false} />
      {images.length ? (
        <fieldset className="owner-fieldset">
          <legend>Images</legend>
          <ul className="directory" aria-label="Images of the offer">
            {images.map((image, index) => (
              <li key={image.id}>
                <img className="listing-photo" src={image.path} alt={`Image ${index + 1} of the offer`} />
                <label className="checkbox">
                  <input type="checkbox" name="remove_media_ids" value={image.id} /> Remove image {index + 1}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <ImageField label="Upload Images" name="images" multiple error={fieldErrors?.images} />
      <ContactShownField kind="franchise" value={values.contact_shown} error={fieldErrors?.contact_shown} />
      <div className="form__actions">
        <SubmitButton
          label={editingId ? FRANCHISE_SUBMIT.update : FRANCHISE_SUBMIT.create}
          intent={editingId ? 'update' : 'create'}
        />
        {editingId ? (
          <Link to="/Franchisee" className="button button--ghost">
            Cancel
          </Link>
        ) : null}
      </div>
    </ReportingForm>
  );
}
