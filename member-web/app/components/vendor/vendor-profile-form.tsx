import { LEAD_LIMITS, type TradeCategory, VENDOR_LIMITS } from '@app/contracts';

import { useT } from '../../i18n/i18n';
import type { LocationLists } from '../../locations.server';
import type { ProductRow } from '../../vendor.server';
import { Field, TextAreaField } from '../form-fields';
import { SubmitButton } from '../owner/fields';
import { UploadForm } from '../owner/reporting-form';
import { CurrentCityFields, LoginEmailField, ProfilePhotoRow } from '../profile-form-parts';
import { ServedPlacesFields } from './served-places-fields';

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

/** The form's field of the trade categories (checkboxes); sent comma-separated as trade_category_ids. */
export const TRADE_CATEGORIES_FIELD = 'trade_category_ids';

/**
 * The trade categories the vendor sells (decision 301): requirements of these categories, in the
 * vendor's city, are sent to the vendor as leads. At most five (the API refuses more with its message).
 */
function TradeCategoryChoice({
  categories,
  chosen,
  error,
}: {
  categories: TradeCategory[];
  chosen: ReadonlySet<number>;
  error?: string;
}) {
  const { t } = useT('vendor');
  return (
    <fieldset id={`vendor-${TRADE_CATEGORIES_FIELD}`} className="trade-categories">
      <legend>{t('profile.tradeCategories', { max: LEAD_LIMITS.maxVendorCategories })}</legend>
      <input type="hidden" name="trade_categories_shown" value="1" />
      {categories.map((category) => (
        <label key={category.id} lang="en">
          <input
            type="checkbox"
            name={TRADE_CATEGORIES_FIELD}
            value={category.id}
            defaultChecked={chosen.has(category.id)}
          />
          {category.name} <span lang="hi">({category.name_hi})</span>
        </label>
      ))}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The buttons that change the product rows: the form comes back with one row more, or one less. */
export const ADD_PRODUCT = 'add-product';
export const REMOVE_PRODUCT = 'remove-product-';

/**
 * The product list: a name and a rate per row, "Add product" and a Remove per row. Both are submit
 * buttons answered by the page's action (the entries are kept), so they work without JavaScript.
 */
function ProductRows({ rows, errors }: { rows: ProductRow[]; errors: Record<string, string> }) {
  const { t } = useT('vendor');
  return (
    <fieldset id="vendor-product_name" className="product-rows" key={JSON.stringify(rows)}>
      <legend>{t('profile.products')}</legend>
      {rows.length === 0 ? <p>{t('profile.noProducts')}</p> : null}
      {rows.map((row, index) => (
        <div className="product-rows__row" key={index}>
          <Field
            label={t('profile.productName', { n: index + 1 })}
            name={`product_name[${index}][name]`}
            defaultValue={row.name}
            error={errors[`product_name.${index}.name`]}
          />
          <Field
            label={t('profile.rate', { n: index + 1 })}
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
            aria-label={t('profile.removeProduct', { n: index + 1 })}
          >
            {t('profile.remove')}
          </button>
        </div>
      ))}
      {errors.product_name ? <p className="field__error">{errors.product_name}</p> : null}
      {rows.length < VENDOR_LIMITS.maxProducts ? (
        <button type="submit" name="intent" value={ADD_PRODUCT} className="button button--secondary">
          {t('profile.addProduct')}
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
  categories = [],
  savedPlaces = { cities: [], states: [] },
  fieldErrors = {},
  message,
}: {
  values: Record<string, string>;
  products: ProductRow[];
  email: string;
  photo: string | null;
  locations: LocationLists;
  categories?: TradeCategory[];
  /** The served cities and states saved, with their names. */
  savedPlaces?: {
    cities: Array<{ value: string; label: string }>;
    states: Array<{ value: string; label: string }>;
  };
  fieldErrors?: Record<string, string>;
  message?: string;
}) {
  const { t } = useT('vendor');
  const value = (name: string) => values[name] ?? '';
  return (
    <UploadForm
      prefix="vendor"
      values={values}
      fieldErrors={fieldErrors}
      message={message}
      order={['photo', ...VENDOR_PROFILE_FIELDS, TRADE_CATEGORIES_FIELD, 'product_name']}
      aria-label={t('profile.formLabel')}
    >
      <ProfilePhotoRow name={value('business_name') || value('name') || t('profile.vendor')} photo={photo} />
      <div className="form__grid">
        <Field label={t('profile.contactName')} name="name" />
        <Field label={t('profile.businessCategory')} name="business_category" />
        <Field label={t('owner:profile.mobile')} name="mobile_no" type="tel" />
      </div>
      <div className="form__grid">
        <Field label={t('profile.companyName')} name="business_name" />
        <LoginEmailField email={email} />
        <Field label={t('owner:profile.mainOfficeCity')} name="main_office_city" />
      </div>
      <TextAreaField label={t('profile.address')} name="address" rows={2} />
      <CurrentCityFields locations={locations} errors={fieldErrors} />
      {categories.length ? (
        <TradeCategoryChoice
          categories={categories}
          chosen={new Set(value(TRADE_CATEGORIES_FIELD).split(',').filter(Boolean).map(Number))}
          error={fieldErrors[TRADE_CATEGORIES_FIELD]}
        />
      ) : null}
      <ServedPlacesFields
        locations={locations}
        values={values}
        savedCities={savedPlaces.cities}
        savedStates={savedPlaces.states}
        fieldErrors={fieldErrors}
      />
      <ProductRows rows={products} errors={fieldErrors} />
      <div className="form__grid">
        <Field label={t('profile.timeLimit')} name="time_limit" placeholder={t('profile.timeLimitExample')} />
        <Field label={t('money:form.gst')} name="gst_no" />
      </div>
      <TextAreaField label={t('owner:profile.about')} name="comments" />
      <div className="form__actions">
        <SubmitButton label={t('profile.update')} intent="update" />
      </div>
    </UploadForm>
  );
}
