import type { RestaurantType } from '@app/contracts';
import { Link } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import type { LocationLists } from '../../locations.server';
import { SubscribeNotice } from '../money/subscribe-notice';
import { Field } from '../form-fields';
import { LocationFields } from '../location-fields';
import { ImageField, RestaurantTypeFields, SubmitButton, TwoChoiceRadios } from './fields';
import { ContactShownField } from './contact-shown-field';
import { UploadForm } from './reporting-form';

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

/** The monthly figures and the price; their labels are the owner catalogue's sale.fields.<name>. */
const MONEY_FIELDS: ReadonlyArray<{ name: string; required?: boolean }> = [
  { name: 'turnover' },
  { name: 'cost' },
  { name: 'profit' },
  { name: 'expected_price', required: true },
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
  const { t } = useT('owner');
  const { 'images.0': firstImage, ...rest } = fieldErrors ?? {};
  const errors = fieldErrors && firstImage ? { images: firstImage, ...rest } : fieldErrors;
  return (
    <>
      {subscribed ? null : <SubscribeNotice />}
      <UploadForm
        prefix="sale"
        values={values}
        fieldErrors={errors}
        message={message}
        order={[...SALE_TEXT_FIELDS, 'images']}
        aria-label={editing ? t('sale.edit') : t('sale.sell')}
      >
        <fieldset className="owner-fieldset" disabled={!subscribed}>
          <RestaurantTypeFields
            label={t('sale.category')}
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
            cityLabel={t('profile.currentCity')}
          />
          <Field label={t('sale.openingSince')} name="operate_since" type="date" />
          {editing ? (
            <TwoChoiceRadios
              legend={t('sale.closed')}
              name="is_closed"
              firstId="sale-is_closed"
              choices={[
                { value: '0', label: t('sale.no') },
                { value: '1', label: t('sale.yes') },
              ]}
              chosen={values.is_closed}
              error={errors?.is_closed}
            />
          ) : null}
          <div className="form__grid">
            {MONEY_FIELDS.map((field) => (
              <Field
                key={field.name}
                label={t(`sale.fields.${field.name}`)}
                name={field.name}
                inputMode="decimal"
                required={field.required}
              />
            ))}
          </div>
          <Field label={t('sale.priceIncludes')} name="price_include_list" />
          <div className="form__grid">
            <Field label={t('sale.contactName')} name="contact_name" required />
            <Field label={t('profile.mobile')} name="contact_phone" type="tel" required />
            <Field label={t('sale.email')} name="contact_email" type="email" required />
          </div>
          <ImageField name="images" />
          <ContactShownField kind="sale" value={values.contact_shown} error={errors?.contact_shown} />
          <div className="form__actions">
            {editing ? (
              <Link to="/SellrestEdit" className="button button--ghost">
                {t('cancel')}
              </Link>
            ) : null}
            <SubmitButton label={t('sale.save')} intent="save" />
          </div>
        </fieldset>
      </UploadForm>
    </>
  );
}
