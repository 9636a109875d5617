import { describe, expect, it } from 'vitest';
import { appConfigSchema, CONFIG_DEFAULTS } from './app';

describe('app config defaults', () => {
  it('are what the schema makes of an empty config, every field included', () => {
    expect(appConfigSchema.parse({})).toEqual(CONFIG_DEFAULTS);
    expect(Object.keys(CONFIG_DEFAULTS).sort()).toEqual(Object.keys(appConfigSchema.shape).sort());
  });
});
