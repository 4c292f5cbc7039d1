import { OTHER_RESTAURANT_TYPE_ID, type RestaurantType } from '@app/contracts';
import { useNavigation } from '@remix-run/react';
import { useState } from 'react';

import { useT } from '../../i18n/i18n';
import { Field, SelectField } from '../form-fields';
import { useHydrated } from '../use-hydrated';
import { useMinimumBusy } from '../use-minimum-busy';

/** The labelled controls live with the shared field pattern; these names stay for the marketplace forms. */
export { SelectField, TextAreaField } from '../form-fields';

/**
 * Restaurant Type and, for type id 1 (Other), the free text 'Please Type Other'. With JavaScript the text
 * box shows only while Other is chosen; without it, it is always there (the API reads it only for Other).
 */
export function RestaurantTypeFields({
  types,
  typeId,
  otherText,
  errors,
  label,
  required,
}: {
  types: RestaurantType[];
  typeId: string;
  otherText: string;
  errors: Record<string, string>;
  label?: string;
  required?: boolean;
}) {
  const { t } = useT('owner');
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(typeId);
  const showOther = !hydrated || chosen === String(OTHER_RESTAURANT_TYPE_ID);
  return (
    <>
      <SelectField
        label={label ?? t('fields.restaurantType')}
        name="restaurant_type_id"
        placeholder={t('fields.selectType')}
        required={required}
        options={types.map((type) => ({ value: String(type.id), label: type.type }))}
        defaultValue={typeId}
        onChange={(event) => setChosen(event.target.value)}
        error={errors.restaurant_type_id}
      />
      {showOther ? (
        <Field
          label={t('fields.typeOther')}
          name="restaurant_type"
          defaultValue={otherText}
          hint={hydrated ? undefined : t('fields.onlyOther')}
          error={errors.restaurant_type}
        />
      ) : null}
    </>
  );
}

/**
 * A form's submit button: 'Please Wait...' while the form (with its uploads) is on its way, at least a
 * second. `intent` tells this button's submission apart from the location lists' reloads.
 */
export function SubmitButton({
  label,
  intent,
  disabled,
  className = 'button button--primary',
}: {
  label: string;
  intent: string;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useT('owner');
  const navigation = useNavigation();
  const busy = useMinimumBusy(
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent,
  );
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={disabled || busy}>
      {busy ? t('pleaseWait') : label}
    </button>
  );
}

/** The image input of a listing form: one file, or several with `multiple`. */
export function ImageField({
  label,
  name,
  error,
  multiple,
}: {
  label?: string;
  name: string;
  error?: string;
  multiple?: boolean;
}) {
  const { t } = useT('owner');
  return (
    <Field
      label={label ?? t('fields.uploadImage')}
      name={name}
      type="file"
      accept="image/*"
      multiple={multiple}
      error={error}
    />
  );
}

/**
 * Two radio buttons under a legend (Per Month/Per Year, Closed No/Yes): the second is chosen when the entry
 * is its value, else the first. The first carries the id `firstId`, so the error summary's link lands on it.
 */
export function TwoChoiceRadios({
  legend,
  name,
  firstId,
  choices: [first, second],
  chosen,
  error,
}: {
  legend: string;
  name: string;
  firstId: string;
  choices: [{ value: string | number; label: string }, { value: string | number; label: string }];
  chosen: string | undefined;
  error?: string;
}) {
  const secondChosen = chosen === String(second.value);
  return (
    <fieldset className="owner-fieldset">
      <legend>{legend}</legend>
      <div className="radio-row">
        <label>
          <input id={firstId} type="radio" name={name} value={first.value} defaultChecked={!secondChosen} />{' '}
          {first.label}
        </label>
        <label>
          <input type="radio" name={name} value={second.value} defaultChecked={secondChosen} /> {second.label}
        </label>
      </div>
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}
