import { describe, expect, it } from 'vitest';
import { appConfigSchema, appSettingsInputSchema, CONFIG_DEFAULTS } from './app';

describe('app config defaults', () => {
  it('are what the schema makes of an empty config, every field included', () => {
    expect(appConfigSchema.parse({})).toEqual(CONFIG_DEFAULTS);
    expect(Object.keys(CONFIG_DEFAULTS).sort()).toEqual(Object.keys(appConfigSchema.shape).sort());
  });
});

describe('app settings input', () => {
  const { timeZone: _z, paymentPublicKey: _k, ...settings } = CONFIG_DEFAULTS;
  it('takes the defaults as they are, a price in cents included', () => {
    expect(appSettingsInputSchema.parse(settings)).toEqual(settings);
    expect(appSettingsInputSchema.parse({ ...settings, proPrice: 0.1 + 0.2 }).proPrice).toBeCloseTo(0.3);
  });
  it('refuses a price below a cent and a phone with letters', () => {
    expect(appSettingsInputSchema.safeParse({ ...settings, proPrice: 4.955 }).success).toBe(false);
    expect(appSettingsInputSchema.safeParse({ ...settings, phoneNumber: '93 CALL US' }).success).toBe(false);
  });
});
