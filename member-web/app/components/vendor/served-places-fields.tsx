import type { LocationLists } from '../../locations.server';
import { useT } from '../../i18n/i18n';
import { SelectField } from '../form-fields';

type Option = { value: string; label: string };

/** The fields of the served places; sent comma-separated, and only when the form showed them. */
export const SERVED_CITIES_FIELD = 'served_city_ids';
export const SERVED_STATES_FIELD = 'served_state_ids';
export const SERVED_PLACES_SHOWN = 'served_places_shown';

/** The saved places first (they may lie outside the lists shown), then the lists' own. */
function optionsOf(saved: Option[], listed: Option[]): Option[] {
  return [...saved.filter((s) => !listed.some((o) => o.value === s.value)), ...listed];
}

/**
 * Where the vendor serves (decision 301): leads come from restaurants in these cities and states; none
 * chosen, the vendor's own city. Cities of the state chosen above (and the saved ones), states of the
 * country. Beside the trade categories on the vendor's Edit Profile.
 */
export function ServedPlacesFields({
  locations,
  values,
  savedCities,
  savedStates,
  fieldErrors,
}: {
  locations: LocationLists;
  values: Record<string, string>;
  savedCities: Option[];
  savedStates: Option[];
  fieldErrors: Record<string, string>;
}) {
  const { t } = useT('matching');
  const chosen = (field: string) => (values[field] ?? '').split(',').filter(Boolean);
  return (
    <fieldset id="vendor-served-places" className="form__fieldset">
      <legend>{t('places.legend')}</legend>
      <p className="field__hint">{t('places.hint')}</p>
      <input type="hidden" name={SERVED_PLACES_SHOWN} value="1" />
      <div className="form__grid">
        <div>
          <SelectField
            label={t('places.cities')}
            name={SERVED_CITIES_FIELD}
            multiple
            size={6}
            options={optionsOf(
              savedCities,
              locations.cities.map((c) => ({ value: String(c.id), label: c.name })),
            )}
            defaultValue={chosen(SERVED_CITIES_FIELD)}
            error={fieldErrors[SERVED_CITIES_FIELD]}
          />
          <p className="field__hint">{t('places.citiesHint')}</p>
        </div>
        <div>
          <SelectField
            label={t('places.states')}
            name={SERVED_STATES_FIELD}
            multiple
            size={6}
            options={optionsOf(
              savedStates,
              locations.states.map((s) => ({ value: String(s.id), label: s.name })),
            )}
            defaultValue={chosen(SERVED_STATES_FIELD)}
            error={fieldErrors[SERVED_STATES_FIELD]}
          />
          <p className="field__hint">{t('places.statesHint')}</p>
        </div>
      </div>
    </fieldset>
  );
}
