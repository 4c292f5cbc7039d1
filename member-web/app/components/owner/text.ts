import { formatMoney } from '@app/contracts';

/** The first `length` characters (not UTF-16 units), as the requirement table shows title and description. */
export function firstChars(text: string | null | undefined, length: number): string {
  return [...(text ?? '')].slice(0, length).join('');
}

/**
 * The owner's requirement table: the title whole, the description to this many characters, then "…" (the
 * seeds' 10 and 15 characters cut titles mid-word; decision 294).
 */
export const REQUIREMENT_TABLE_CHARS = { description: 60 } as const;

/** Rupees as the listings show them (the shared money formatter: '₹15,00,000'). */
export function rupees(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : formatMoney(amount, 'INR');
}

/** A saved listing's fields as its edit form shows them: each one as text, '' where the listing has none. */
export function formEntries<K extends string>(
  listing: Partial<Record<K, unknown>>,
  fields: readonly K[],
): Record<K, string> {
  const entries = {} as Record<K, string>;
  for (const field of fields) {
    const value = listing[field];
    entries[field] = value === null || value === undefined ? '' : String(value);
  }
  return entries;
}
