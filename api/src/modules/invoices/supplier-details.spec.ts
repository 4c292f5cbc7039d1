import { ConfigError, loadConfig } from '../../core/config/app-config';
import { supplierFromConfig } from './supplier-details';

/** Settings as production would read them (the other production-only rules are loadConfig's business). */
function productionConfig(env: Record<string, string> = {}) {
  const config = loadConfig(env);
  config.NODE_ENV = 'production';
  return config;
}

describe('supplierFromConfig', () => {
  it('takes the DEV-ONLY sample supplier in development', () => {
    expect(supplierFromConfig(loadConfig({}))).toMatchObject({
      gstin: '24AAAAA0000A1Z8',
      stateCode: '24',
      stateName: 'Gujarat',
      pan: null,
    });
    expect(supplierFromConfig(loadConfig({})).name).toMatch(/DEV-ONLY/);
  });

  it('refuses the sample supplier in production, naming each setting', () => {
    const config = productionConfig();
    expect(() => supplierFromConfig(config)).toThrow(ConfigError);
    expect(() => supplierFromConfig(config)).toThrow(
      /SUPPLIER_NAME.*\n.*SUPPLIER_ADDRESS.*\n.*SUPPLIER_GSTIN/,
    );
  });

  it('accepts a real supplier in production', () => {
    const config = productionConfig({
      SUPPLIER_NAME: 'Example Trade Network Pvt Ltd',
      SUPPLIER_ADDRESS: '1 Market Road, Mumbai 400001',
      SUPPLIER_GSTIN: '27AAPFU0939F1ZV',
      SUPPLIER_STATE_ID: '4008',
      SUPPLIER_STATE_CODE: '27',
      SUPPLIER_PAN: 'AAPFU0939F',
    });
    expect(supplierFromConfig(config)).toMatchObject({ stateName: 'Maharashtra', pan: 'AAPFU0939F' });
  });

  it('refuses a GSTIN with a wrong check character, of another state, or a PAN that differs', () => {
    expect(() => supplierFromConfig(loadConfig({ SUPPLIER_GSTIN: '24AAAAA0000A1Z9' }))).toThrow(
      /SUPPLIER_GSTIN: the check character/,
    );
    expect(() => supplierFromConfig(loadConfig({ SUPPLIER_GSTIN: '27AAPFU0939F1ZV' }))).toThrow(
      /SUPPLIER_GSTIN: must start with SUPPLIER_STATE_CODE/,
    );
    expect(() => supplierFromConfig(loadConfig({ SUPPLIER_STATE_CODE: '27' }))).toThrow(
      /SUPPLIER_STATE_CODE: the GST state code of Gujarat is 24/,
    );
    expect(() => supplierFromConfig(loadConfig({ SUPPLIER_PAN: 'BBBBB1111B' }))).toThrow(/SUPPLIER_PAN/);
  });
});
