import { OTHER_RESTAURANT_TYPE_ID, RESTAURANT_TYPES } from '@app/contracts';

const NAMES = new Map(RESTAURANT_TYPES.map((t) => [t.id, t.type]));

/** The type's name, or the owner's own words for type 1 (Other). */
export function restaurantTypeText(id: number | null, other: string | null): string | null {
  if (id === null) return null;
  if (id === OTHER_RESTAURANT_TYPE_ID) return other ?? NAMES.get(id) ?? null;
  return NAMES.get(id) ?? null;
}

export const isRestaurantType = (id: number) => NAMES.has(id);
