import { Injectable } from '@nestjs/common';
import { AppConfig, ConfigError } from '../../core/config/app-config';
import { gstStateById } from './gst-states';
import { isValidGstin } from './gstin';

/** The seller as printed on an invoice; copied into each invoice when it is issued. */
export interface SupplierSnapshot {
  name: string;
  address: string;
  gstin: string;
  pan: string | null;
  stateCode: string;
  stateName: string;
  lutRef: string | null;
}

/** Settings that must not keep their DEV-ONLY sample value in production. */
const SAMPLE_SETTINGS = ['SUPPLIER_NAME', 'SUPPLIER_ADDRESS', 'SUPPLIER_GSTIN'] as const;

/**
 * The supplier settings, checked together: what a field pattern cannot see (the GSTIN's check character,
 * its state against the configured state, the PAN inside it, sample data in production).
 */
export function supplierFromConfig(config: AppConfig): SupplierSnapshot {
  const problems: string[] = [];
  const state = gstStateById(config.SUPPLIER_STATE_ID);
  if (!state) problems.push('SUPPLIER_STATE_ID: not a state of India in the reference data');
  else if (state.code !== config.SUPPLIER_STATE_CODE)
    problems.push(`SUPPLIER_STATE_CODE: the GST state code of ${state.name} is ${state.code}`);
  if (!isValidGstin(config.SUPPLIER_GSTIN))
    problems.push('SUPPLIER_GSTIN: the check character does not match');
  else if (!config.SUPPLIER_GSTIN.startsWith(config.SUPPLIER_STATE_CODE))
    problems.push('SUPPLIER_GSTIN: must start with SUPPLIER_STATE_CODE');
  if (config.SUPPLIER_PAN && config.SUPPLIER_GSTIN.slice(2, 12) !== config.SUPPLIER_PAN)
    problems.push('SUPPLIER_PAN: differs from the PAN inside SUPPLIER_GSTIN');
  if (config.isProduction) {
    const defaults = new AppConfig();
    for (const key of SAMPLE_SETTINGS) {
      if (config[key] === defaults[key])
        problems.push(`${key}: must be set in production (the default is DEV-ONLY sample data)`);
    }
  }
  if (problems.length || !state) throw new ConfigError(`Invalid settings:\n  ${problems.join('\n  ')}`);
  return {
    name: config.SUPPLIER_NAME,
    address: config.SUPPLIER_ADDRESS,
    gstin: config.SUPPLIER_GSTIN,
    pan: config.SUPPLIER_PAN ?? null,
    stateCode: state.code,
    stateName: state.name,
    lutRef: config.SUPPLIER_LUT_REF ?? null,
  };
}

/** The checked supplier details; built at start, so a wrong setting stops the API and the worker. */
@Injectable()
export class SupplierDetailsService {
  readonly snapshot: SupplierSnapshot;

  constructor(config: AppConfig) {
    this.snapshot = supplierFromConfig(config);
  }
}
