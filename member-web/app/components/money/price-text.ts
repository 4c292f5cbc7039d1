import { ELITE_DEFAULT_PRICE_INR } from '@app/contracts';

import { formatPriceIn } from '../../i18n/format';
import type { ElitePrice, PlanPrice } from '../../money.server';

/**
 * A price the server worked out, written in the reader's language ('₹999 (GST included)', '₹999 (GST
 * सहित)'): from its unformatted figures where the server gave them, else its English text; the Indian
 * list price while the API does not answer.
 */
export function priceTextIn(price: ElitePrice | PlanPrice | null | undefined, language: string): string {
  if (price?.amount)
    return formatPriceIn(price.amount.shown, price.amount.currency, price.amount.tax, language);
  return price?.text ?? formatPriceIn(ELITE_DEFAULT_PRICE_INR, 'INR', 'gst-included', language);
}
