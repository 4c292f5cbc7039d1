import type { RestaurantType } from '@app/contracts';
import { Link } from '@remix-run/react';

import type { LocationLists } from '../../locations.server';
import { SubscribeNotice } from '../money/subscribe-notice';
import { Field } from '../form-fields';
import { LocationFields } from '../location-fields';
import { ImageField, RestaurantTypeFields, SubmitButton } from './fields';
import { ContactShownField } from './contact-shown-field';
import { ReportingForm } from './reporting-form';

/** The listing's text fields the form sends (POST restaurants/sell-my-restaurant[/{id}]). */
export const SALE_TEXT_FIELDS = [
  'restaurant_type_id',
  'restaurant_type',
  'country_id',
  'state_id',
  'city_id',
  'operate_since',
  'turnover',
  'cost',
  'profit',
  'expected_price',
  'price_include_list',
  'contact_name',
  'contact_phone',
  'contact_email',
  'is_closed',
  'contact_shown',
] as const;

const MONEY_FIELDS: ReadonlyArray<{ name: string; label: string; required?: boolean }> = [
  { name: 'turnover', label: 'Turnover P.M' },
  { name: 'cost', label: 'Current Cost P.M' },
  { name: 'profit', label: 'Profit Per Month' },
  { name: 'expected_price', label: 'Expected Price', required: true },
];

/**
 * Sell My Restaurant: type (free text for Other), place, Opening Since, the monthly figures, the price and
 * what it includes, the contact the listing publishes, one image and Save. The edit form (`editing`) adds
 * the running/closed No/Yes radios and Cancel. Without Elite it is shown disabled under the notice.
 */
export function SaleForm({
  values,
  types,
  locations,
  fieldErrors,
  message,
  editing = false,
  subscribed,
}: {
  values: Record<string, string>;
  types: RestaurantType[];
  locations: LocationLists;
  fieldErrors?: Record<string, string>;
  message?: string;
  editing?: boolean;
  subscribed: boolean;
}) {
  // The API names the first image `images.0`; the form has one image input, `images`.
  const { 'images.0': firstImage, ...rest } = fieldErrors ?? {};
  const errors = fieldErrors && firstImage ? { images: firstImage, ...rest } : fieldErrors;
  return (
    <>
      {subscribed ? null : <SubscribeNotice />}
      <ReportingForm
        prefix="sale"
        fieldErrors={errors}
        message={message}
        order={[...SALE_TEXT_FIELDS, 'images']}
        method="post"
        encType="multipart/form-data"
        className="form"
        aria-label={editing ? 'Edit Restaurant on Sale' : 'Sell My Restaurant'}
      >
        <fieldset className="owner-fieldset" disabled={!subscribed}>
          <RestaurantTypeFields
            label="Category/Type"
            types={types}
            typeId={values.restaurant_type_id ?? ''}
            otherText={values.restaurant_type ?? ''}
            errors={errors ?? {}}
            required
          />
          <LocationFields
            lists={locations}
            errors={errors ?? {}}
            requiredFields={false}
            cityLabel="Current City"
          />
          <Field
            label="Opening Since"
            name="operate_since"
            type="date"
            defaultValue={values.operate_since ?? ''}
            error={errors?.operate_since}
          />
          {editing ? (
            <fieldset className="owner-fieldset">
              <legend>Restaurant Closed</legend>
              <div className="radio-row">
                <label>
                  <input
                    id="sale-is_closed"
                    type="radio"
                    name="is_closed"
                    value="0"
                    defaultChecked={values.is_closed !== '1'}
                  />{' '}
                  No
                </label>
                <label>
                  <input type="radio" name="is_closed" value="1" defaultChecked={values.is_closed === '1'} />{' '}
                  Yes
                </label>
              </div>
              {errors?.is_closed ? <p className="field__error">{errors?.is_closed}</p> : null}
            </fieldset>
          ) : null}
          <div className="form__grid">
            {MONEY_FIELDS.map((field) => (
              <Field
                key={field.name}
                label={field.label}
                name={field.name}
                inputMode="decimal"
                required={field.required}
                defaultValue={values[field.name] ?? ''}
                error={errors?.[field.name]}
              />
            ))}
          </div>
          <Field
            label="Price Will include List"
            name="price_include_list"
            defaultValue={values.price_include_list ?? ''}
            error={errors?.price_include_list}
          />
          <div className="form__grid">
            <Field
              label="Contact Person name"
              name="contact_name"
              required
              defaultValue={values.contact_name ?? ''}
              error={errors?.contact_name}
            />
            <Field
              label="Mobile No."
              name="contact_phone"
              type="tel"
              required
              defaultValue={values.contact_phone ?? ''}
              error={errors?.contact_phone}
            />
            <Field
              label="Email Id"
              name="contact_email"
              type="email"
              required
              defaultValue={values.contact_email ?? ''}
              error={errors?.contact_email}
            />
          </div>
          <ImageField name="images" error={errors?.images} />
          <ContactShownField kind="sale" value={values.contact_shown} error={errors?.contact_shown} />
          <div className="form__actions">
            {editing ? (
              <Link to="/SellrestEdit" className="button button--ghost">
                Cancel
              </Link>
            ) : null}
            <SubmitButton label="Save" intent="save" />
          </div>
        </fieldset>
      </ReportingForm>
    </>
  );
}
