import { formatMoney } from '@app/contracts';

/** The first `length` characters (not UTF-16 units), as the requirement table shows title and description. */
export function firstChars(text: string | null | undefined, length: number): string {
  return [...(text ?? '')].slice(0, length).join('');
}

/** The seeds' truncation of the requirement table (title 10, description 15). */
export const REQUIREMENT_TABLE_CHARS = { title: 10, description: 15 } as const;

/** Rupees as the listings show them (the shared money formatter: '₹15,00,000'). */
export function rupees(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : formatMoney(amount, 'INR');
}
