import type { CityLight, CountryLight, StateLight } from '@app/contracts';
import { useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';

import { useT } from '../i18n/i18n';
import type { LocationLists } from '../locations.server';
import { FieldError, useFieldId } from './form-fields';
import { useHydrated } from './use-hydrated';

/** What /resources/locations answers (its loader promises this shape). */
export interface LocationsData {
  states: StateLight[];
  cities: CityLight[];
}

/**
 * Country, state and city selects (country_id, state_id, city_id). With JavaScript, changing the country or
 * state refetches the lists from /resources/locations. Without it, "Load states" / "Load cities" submit the
 * form with intent=locations and the action answers with fresh lists (the other entries are kept).
 */
export function LocationFields({
  lists,
  errors = {},
  requiredFields = true,
  cityName = 'city_id',
  cityLabel,
}: {
  lists: LocationLists;
  errors?: Record<string, string>;
  requiredFields?: boolean;
  /** The city select's field name and label where a form names it otherwise (Current City). */
  cityName?: string;
  cityLabel?: string;
}) {
  const { t } = useT('account');
  const hydrated = useHydrated();
  const fetcher = useFetcher<LocationsData>();
  const [countryId, setCountryId] = useState(String(lists.selected.countryId));
  const [stateId, setStateId] = useState(String(lists.selected.stateId ?? ''));
  const [cityId, setCityId] = useState(String(lists.selected.cityId ?? ''));
  const [states, setStates] = useState<StateLight[]>(lists.states);
  const [cities, setCities] = useState<CityLight[]>(lists.cities);

  useEffect(() => {
    if (!fetcher.data) return;
    setStates(fetcher.data.states);
    setCities(fetcher.data.cities);
  }, [fetcher.data]);

  const onCountry = (value: string) => {
    setCountryId(value);
    setStateId('');
    setCityId('');
    setCities([]);
    if (value) fetcher.load(`/resources/locations?country_id=${encodeURIComponent(value)}`);
    else setStates([]);
  };
  const onState = (value: string) => {
    setStateId(value);
    setCityId('');
    if (value) {
      fetcher.load(
        `/resources/locations?country_id=${encodeURIComponent(countryId)}&state_id=${encodeURIComponent(value)}`,
      );
    } else setCities([]);
  };

  return (
    <fieldset className="location-fields" aria-busy={fetcher.state !== 'idle'}>
      <legend>{t('location.legend')}</legend>
      <Select
        label={t('location.country')}
        name="country_id"
        value={countryId}
        onChange={onCountry}
        options={lists.countries as CountryLight[]}
        placeholder={t('location.selectCountry')}
        error={errors.country_id}
        required={requiredFields}
      />
      {hydrated ? null : (
        <button
          type="submit"
          name="intent"
          value="locations"
          formNoValidate
          className="button button--ghost button--small"
        >
          {t('location.loadStates')}
        </button>
      )}
      <Select
        label={t('location.state')}
        name="state_id"
        value={stateId}
        onChange={onState}
        options={states}
        placeholder={t('location.selectState')}
        error={errors.state_id}
        required={requiredFields}
      />
      {hydrated ? null : (
        <button
          type="submit"
          name="intent"
          value="locations"
          formNoValidate
          className="button button--ghost button--small"
        >
          {t('location.loadCities')}
        </button>
      )}
      <Select
        label={cityLabel ?? t('location.city')}
        name={cityName}
        value={cityId}
        onChange={setCityId}
        options={cities}
        placeholder={t('location.selectCity')}
        error={errors[cityName]}
        required={requiredFields}
      />
    </fieldset>
  );
}

function Select({
  label,
  name,
  value,
  onChange,
  options,
  placeholder,
  error,
  required,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ id: number; name: string }>;
  placeholder: string;
  error?: string;
  required?: boolean;
}) {
  const id = useFieldId(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
