import { INDIA_COUNTRY_ID, type SupplyType } from '@app/contracts';
import { FOREIGN_PLACE_OF_SUPPLY_CODE, gstStateByCode, gstStateById } from './gst-states';

/** Within the supplier's state (CGST + SGST), to another state (IGST), or abroad (zero-rated export). */
export type { SupplyType };

/** The GST rate of the services sold here; CGST and SGST are half of it each. */
export const GST_RATE_PERCENT = 18;

/** The Rule 46 endorsement of an export of services under a letter of undertaking (decision 036). */
export const EXPORT_ENDORSEMENT =
  'SUPPLY MEANT FOR EXPORT UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX';

/** Amounts in the currency's minor unit; taxable + cgst + sgst + igst = total, always. */
export interface TaxSplit {
  total: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface PlaceOfSupply {
  supply: SupplyType;
  /** GST state code, or 96 for a recipient abroad. */
  code: string;
  /** The state's name, or the country's for a recipient abroad. */
  name: string;
}

/**
 * Splits a GST-inclusive total into taxable value and tax. The taxable value is total / 1.18 rounded to the
 * minor unit and the tax is the rest, so the parts always add up to what was charged. 100·t/118 is never
 * exactly halfway between two integers (that would need an even number to equal an odd one), so the
 * rounding has no tie to break. Of an odd tax amount the extra paisa goes to SGST.
 */
export function splitGstInclusive(totalMinor: number, supply: SupplyType): TaxSplit {
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0) throw new Error(`Invalid amount: ${totalMinor}`);
  if (supply === 'export') return { total: totalMinor, taxable: totalMinor, cgst: 0, sgst: 0, igst: 0 };
  const taxable = Math.round((totalMinor * 100) / (100 + GST_RATE_PERCENT));
  const tax = totalMinor - taxable;
  if (supply === 'inter_state') return { total: totalMinor, taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { total: totalMinor, taxable, cgst, sgst: tax - cgst, igst: 0 };
}

/**
 * Where the service is supplied (section 12 of the IGST Act): for a registered recipient the state of
 * their GSTIN, otherwise the state of the address on record; abroad for a recipient outside India.
 */
export function placeOfSupply(
  recipient: { countryId: number; countryName: string | null; stateId: number; gstin: string | null },
  supplierStateCode: string,
): PlaceOfSupply {
  if (recipient.countryId !== INDIA_COUNTRY_ID) {
    return {
      supply: 'export',
      code: FOREIGN_PLACE_OF_SUPPLY_CODE,
      name: recipient.countryName ?? 'Outside India',
    };
  }
  const state =
    (recipient.gstin ? gstStateByCode(recipient.gstin.slice(0, 2)) : undefined) ??
    gstStateById(recipient.stateId);
  if (!state) throw new Error(`No GST state code is known for state ${recipient.stateId}`);
  return {
    supply: state.code === supplierStateCode ? 'intra_state' : 'inter_state',
    code: state.code,
    name: state.name,
  };
}
