import { Link } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import { Field, SelectField } from '../form-fields';

/**
 * What a professional wants job alerts for (decision 345): positions (one text, commas between), the
 * cities (a multiple choice of the chosen state's cities and the saved ones) and a minimum monthly salary.
 * Part of the manpower Edit Profile form, whose FieldValuesScope fills the text fields.
 */
export function JobWantsFields({
  values,
  cities,
  savedCities,
  fieldErrors,
}: {
  values: Record<string, string>;
  cities: Array<{ value: string; label: string }>;
  /** The cities saved, with names (they may be of another state than the one shown). */
  savedCities: Array<{ value: string; label: string }>;
  fieldErrors: Record<string, string>;
}) {
  const { t } = useT('matching');
  const chosen = (values.wanted_city_ids ?? '').split(',').filter(Boolean);
  const options = [...savedCities.filter((c) => !cities.some((o) => o.value === c.value)), ...cities];
  return (
    <fieldset className="form__fieldset">
      <legend>{t('wants.legend')}</legend>
      <p className="field__hint">
        {t('wants.hint')} <Link to="/ManpowerListings/job-alerts">{t('wants.alertsLink')}</Link>
      </p>
      <Field label={t('wants.positions')} name="wanted_positions" hint={t('wants.positionsHint')} />
      <div className="form__grid">
        <SelectField
          label={t('wants.cities')}
          name="wanted_city_ids"
          multiple
          size={6}
          options={options}
          defaultValue={chosen}
          error={fieldErrors.wanted_city_ids}
        />
        <Field
          label={t('wants.minSalary')}
          name="min_salary"
          inputMode="decimal"
          hint={t('wants.minSalaryHint')}
        />
      </div>
      <p className="field__hint">{t('wants.citiesHint')}</p>
    </fieldset>
  );
}
