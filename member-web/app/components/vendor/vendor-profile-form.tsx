import { VENDOR_LIMITS } from '@app/contracts';

import type { LocationLists } from '../../locations.server';
import type { ProductRow } from '../../vendor.server';
import { Avatar } from '../avatar';
import { Field } from '../form-fields';
import { LocationFields } from '../location-fields';
import { SubmitButton, TextAreaField } from '../owner/fields';
import { ReportingForm } from '../owner/reporting-form';

/** The text fields POST users/{id} takes from the vendor's Edit Profile (the products come as rows). */
export const VENDOR_PROFILE_FIELDS = [
  'name',
  'business_category',
  'mobile_no',
  'business_name',
  'address',
  'main_office_city',
  'country_id',
  'state_id',
  'current_city_id',
  'time_limit',
  'comments',
  'gst_no',
] as const;

/** The buttons that change the product rows: the form comes back with one row more, or one less. */
export const ADD_PRODUCT = 'add-product';
export const REMOVE_PRODUCT = 'remove-product-';

/**
 * The product list: a name and a rate per row, "Add product" and a Remove per row. Both are submit
 * buttons answered by the page's action (the entries are kept), so they work without JavaScript.
 */
function ProductRows({ rows, errors }: { rows: ProductRow[]; errors: Record<string, string> }) {
  return (
    <fieldset id="vendor-product_name" className="product-rows" key={JSON.stringify(rows)}>
      <legend>Products and rates</legend>
      {rows.length === 0 ? <p>No products yet.</p> : null}
      {rows.map((row, index) => (
        <div className="product-rows__row" key={index}>
          <Field
            label={`Product Name ${index + 1}`}
            name={`product_name[${index}][name]`}
            defaultValue={row.name}
            error={errors[`product_name.${index}.name`]}
          />
          <Field
            label={`Rate ${index + 1} (₹)`}
            name={`product_name[${index}][rate]`}
            inputMode="decimal"
            defaultValue={row.rate}
            error={errors[`product_name.${index}.rate`]}
          />
          <button
            type="submit"
            name="intent"
            value={`${REMOVE_PRODUCT}${index}`}
            className="button button--secondary"
            aria-label={`Remove product ${index + 1}`}
          >
            Remove
          </button>
        </div>
      ))}
      {errors.product_name ? <p className="field__error">{errors.product_name}</p> : null}
      {rows.length < VENDOR_LIMITS.maxProducts ? (
        <button type="submit" name="intent" value={ADD_PRODUCT} className="button button--secondary">
          Add product
        </button>
      ) : null}
    </fieldset>
  );
}

/** The seed's vendor Edit Profile: every field, the product list, Update. Email is the login (read-only). */
export function VendorProfileForm({
  values,
  products,
  email,
  photo,
  locations,
  fieldErrors = {},
  message,
}: {
  values: Record<string, string>;
  products: ProductRow[];
  email: string;
  photo: string | null;
  locations: LocationLists;
  fieldErrors?: Record<string, string>;
  message?: string;
}) {
  const value = (name: string) => values[name] ?? '';
  return (
    <ReportingForm
      prefix="vendor"
      fieldErrors={fieldErrors}
      message={message}
      order={['photo', ...VENDOR_PROFILE_FIELDS, 'product_name']}
      method="post"
      encType="multipart/form-data"
      className="form"
      aria-label="Vendor Edit Profile"
    >
      <div className="form__row">
        <Avatar name={value('business_name') || value('name') || 'Vendor'} photo={photo} size="large" />
        <Field label="Photo" name="photo" type="file" accept="image/*" error={fieldErrors.photo} />
      </div>
      <div className="form__grid">
        <Field
          label="Contact Person Name"
          name="name"
          defaultValue={value('name')}
          error={fieldErrors.name}
        />
        <Field
          label="Business Category"
          name="business_category"
          defaultValue={value('business_category')}
          error={fieldErrors.business_category}
        />
        <Field
          label="Mobile No."
          name="mobile_no"
          type="tel"
          defaultValue={value('mobile_no')}
          error={fieldErrors.mobile_no}
        />
      </div>
      <div className="form__grid">
        <Field
          label="Company Name"
          name="business_name"
          defaultValue={value('business_name')}
          error={fieldErrors.business_name}
        />
        <Field label="Email" name="email" type="email" readOnly defaultValue={email} />
        <Field
          label="Main Office City"
          name="main_office_city"
          defaultValue={value('main_office_city')}
          error={fieldErrors.main_office_city}
        />
      </div>
      <TextAreaField
        label="Address"
        name="address"
        rows={2}
        defaultValue={value('address')}
        error={fieldErrors.address}
      />
      <LocationFields
        lists={locations}
        errors={fieldErrors}
        requiredFields={false}
        cityName="current_city_id"
        cityLabel="Current City"
      />
      <ProductRows rows={products} errors={fieldErrors} />
      <div className="form__grid">
        <Field
          label="Time To Provide Goods"
          name="time_limit"
          placeholder="e.g. 2 days"
          defaultValue={value('time_limit')}
          error={fieldErrors.time_limit}
        />
        <Field
          label="GST number (optional)"
          name="gst_no"
          defaultValue={value('gst_no')}
          error={fieldErrors.gst_no}
        />
      </div>
      <TextAreaField
        label="About You"
        name="comments"
        defaultValue={value('comments')}
        error={fieldErrors.comments}
      />
      <div className="form__actions">
        <SubmitButton label="Update" intent="update" />
      </div>
    </ReportingForm>
  );
}
