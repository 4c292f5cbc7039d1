import { UserType, VendorMessages, type ApiClient, type VendorProduct } from '@app/contracts';

import { requireMember } from './accounts.server';
import type { MemberUser } from './types';

/**
 * The vendor's area (/VendorListing/..., docs/product.md#vendor-area): who may open it and the product rows
 * of its profile form. The owner area's helpers (market.server.ts) do the multipart forms and messages.
 */

export const isVendor = (me: Pick<MemberUser, 'user_type'>) => me.user_type === UserType.Vendor;

/**
 * The signed-in vendor. No session: /login. An owner (6) or professional (8): a 403 page saying the area
 * is for vendors (as the owner area answers vendors, decision 087).
 */
export async function requireVendor(request: Request): Promise<{ api: ApiClient; me: MemberUser }> {
  const member = await requireMember(request);
  if (!isVendor(member.me)) throw new Response(VendorMessages.vendorArea, { status: 403 });
  return member;
}

/** One row of the product list as the form holds it (text, not yet validated). */
export interface ProductRow {
  name: string;
  rate: string;
}

const ROW_FIELD = /^product_name\[(\d{1,3})\]\[(name|rate)\]$/;

/** The product rows of a submitted form, in their order (`product_name[i][name]`, `product_name[i][rate]`). */
export function productRows(form: FormData): ProductRow[] {
  const rows = new Map<number, ProductRow>();
  for (const [key, value] of form.entries()) {
    const match = ROW_FIELD.exec(key);
    if (!match || typeof value !== 'string') continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? { name: '', rate: '' };
    row[match[2] as 'name' | 'rate'] = value.trim();
    rows.set(index, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

export const productRowsOf = (products: VendorProduct[]): ProductRow[] =>
  products.map((p) => ({ name: p.name, rate: String(p.rate) }));

/**
 * Adds the rows to the API's body, renumbered from 0 and without rows left wholly empty; no row at all
 * sends `product_name` empty (the API then clears the list). Answers which form row each sent row was,
 * so the API's `product_name.{i}.rate` errors land next to the right row.
 */
export function appendProducts(body: FormData, rows: ProductRow[]): number[] {
  const sent: number[] = [];
  rows.forEach((row, index) => {
    if (!row.name && !row.rate) return;
    body.append(`product_name[${sent.length}][name]`, row.name);
    body.append(`product_name[${sent.length}][rate]`, row.rate);
    sent.push(index);
  });
  if (!sent.length) body.append('product_name', '');
  return sent;
}

/** The API's errors on product rows, keyed by the form's row fields (`product_name.{formIndex}.name`). */
export function productErrors(fieldErrors: Record<string, string>, sent: number[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    const match = /^product_name\.(\d+)\.(name|rate)$/.exec(key);
    const formIndex = match ? sent[Number(match[1])] : undefined;
    out[match && formIndex !== undefined ? `product_name.${formIndex}.${match[2]}` : key] = message;
  }
  return out;
}
