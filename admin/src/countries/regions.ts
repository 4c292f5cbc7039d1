/**
 * The regions of the reference data set (@countrystatecity). The set is fixed reference data, so a constant
 * saves the API an endpoint; two territories have no region and are only found through the search.
 */
export const REGIONS = ['Africa', 'Americas', 'Asia', 'Europe', 'Oceania', 'Polar'] as const;

export const regionChoices = REGIONS.map((region) => ({ id: region, name: region }));
