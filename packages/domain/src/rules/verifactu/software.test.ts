import { describe, expect, it } from 'vitest';
import { checkSistemaInformatico, type SistemaInformatico } from './software';

const valid: SistemaInformatico = {
  producerName: 'Producer SL',
  producerNif: 'B12345678',
  name: 'Boxbook',
  id: 'BB',
  version: '1.0.0',
  installationNumber: '1',
  onlyVerifactu: 'S',
  multipleTaxpayersPossible: 'N',
  multipleTaxpayers: 'N',
};

describe('checkSistemaInformatico', () => {
  it('takes values within the XSD lengths', () => {
    expect(checkSistemaInformatico(valid)).toBe(valid);
  });

  it.each([
    ['id', 'BBX'],
    ['producerNif', 'B1234567'],
    ['name', 'x'.repeat(31)],
    ['version', ''],
  ] as const)('refuses a %s of %j', (field, value) => {
    expect(() => checkSistemaInformatico({ ...valid, [field]: value })).toThrow(field);
  });
});
