import type { ListingMedia } from '@app/contracts';
import { Link } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import type { LocationLists } from '../../locations.server';
import { Field } from '../form-fields';
import { LocationFields } from '../location-fields';
import { ImageField, SubmitButton } from './fields';
import { ContactShownField } from './contact-shown-field';
import { UploadForm } from './reporting-form';

/**
 * The offer's text fields in the seeds' order (place and images follow); their labels, the seeds', are in the
 * owner catalogue (franchise.fields.<name>).
 */
export const FRANCHISE_FIELDS: ReadonlyArray<{
  name: string;
  type?: 'email' | 'tel' | 'number';
  required?: boolean;
}> = [
  { name: 'brand_name', required: true },
  { name: 'company_name', required: true },
  { name: 'segment_multi' },
  { name: 'outlet_count', type: 'number' },
  { name: 'franchise_type' },
  { name: 'investment_needed' },
  { name: 'turnover' },
  { name: 'return_on_investment' },
  { name: 'total_investment' },
  { name: 'contact_email', type: 'email', required: true },
  { name: 'working_capital' },
  { name: 'contact_name', required: true },
  { name: 'net_profit' },
  { name: 'contact_phone', type: 'tel', required: true },
  { name: 'expected_turnover' },
  { name: 'franchise_fees' },
];

/** The submit button's key: what pressing it does, for a new offer and for an edited one. */
const FRANCHISE_SUBMIT = { create: 'franchise.publish', update: 'franchise.save' } as const;

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
  const { t } = useT('owner');
  return (
    <UploadForm
      editingId={editingId}
      prefix="franchise"
      values={values}
      fieldErrors={fieldErrors}
      message={message}
      order={FRANCHISE_ORDER}
      aria-label={editingId ? t('franchise.edit') : t('franchise.give')}
    >
      <div className="form__grid">
        {FRANCHISE_FIELDS.map((field) => (
          <Field
            key={field.name}
            label={t(`franchise.fields.${field.name}`)}
            name={field.name}
            type={field.type === 'number' ? 'text' : field.type}
            inputMode={field.type === 'number' ? 'numeric' : undefined}
            required={field.required}
          />
        ))}
      </div>
      <LocationFields lists={locations} errors={fieldErrors ?? {}} requiredFields={false} />
      {images.length ? (
        <fieldset className="owner-fieldset">
          <legend>{t('franchise.images')}</legend>
          <ul className="directory" aria-label={t('franchise.imagesOf')}>
            {images.map((image, index) => (
              <li key={image.id}>
                <img
                  className="listing-photo"
                  src={image.path}
                  alt={t('franchise.imageOf', { n: index + 1 })}
                />
                <label className="checkbox">
                  <input type="checkbox" name="remove_media_ids" value={image.id} />{' '}
                  {t('franchise.removeImage', { n: index + 1 })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <ImageField label={t('franchise.uploadImages')} name="images" multiple />
      <ContactShownField kind="franchise" value={values.contact_shown} error={fieldErrors?.contact_shown} />
      <div className="form__actions">
        <SubmitButton
          label={t(editingId ? FRANCHISE_SUBMIT.update : FRANCHISE_SUBMIT.create)}
          intent={editingId ? 'update' : 'create'}
        />
        {editingId ? (
          <Link to="/Franchisee" className="button button--ghost">
            {t('cancel')}
          </Link>
        ) : null}
      </div>
    </UploadForm>
  );
}
