import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type AltaRecordFields,
  type AnulacionRecordFields,
  fingerprintInput,
  fingerprintOf,
} from './fingerprint';

/**
 * The worked examples of the AEAT's "Detalle de las especificaciones técnicas para generación de
 * la huella o hash de los registros de facturación", v0.1.2 (27/08/2024), section 6:
 * https://www.agenciatributaria.es/static_files/AEAT_Desarrolladores/EEDD/IVA/VERI-FACTU/Veri-Factu_especificaciones_huella_hash_registros.pdf
 * Input fields, the concatenated string and the expected Huella are the document's, byte for byte.
 */

// 6.1: first record of the chain ("Huella: sin contenido, al tratarse del primer registro").
const case1: AltaRecordFields = {
  kind: 'alta',
  issuerNif: '89890001K',
  invoiceNumber: '12345678/G33',
  issueDate: '01-01-2024',
  invoiceType: 'F1',
  vatTotal: '12.35',
  total: '123.45',
  previousFingerprint: null,
  generatedAt: '2024-01-01T19:20:30+01:00',
};
const case1Input =
  'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00';
const case1Huella = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';

// 6.2: the next record, chained to the first.
const case2: AltaRecordFields = {
  ...case1,
  invoiceNumber: '12345679/G34',
  previousFingerprint: case1Huella,
  generatedAt: '2024-01-01T19:20:35+01:00',
};
const case2Input =
  'IDEmisorFactura=89890001K&NumSerieFactura=12345679/G34&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60&FechaHoraHusoGenRegistro=2024-01-01T19:20:35+01:00';
const case2Huella = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';

// 6.3: a registro de anulación of the second invoice, chained to it.
const case3: AnulacionRecordFields = {
  kind: 'anulacion',
  issuerNif: '89890001K',
  invoiceNumber: '12345679/G34',
  issueDate: '01-01-2024',
  previousFingerprint: case2Huella,
  generatedAt: '2024-01-01T19:20:40+01:00',
};
const case3Input =
  'IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024&Huella=F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00';
const case3Huella = '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68';

describe('the AEAT worked examples', () => {
  it.each([
    ['6.1, registro de alta, first of the chain', case1, case1Input, case1Huella],
    ['6.2, registro de alta, chained', case2, case2Input, case2Huella],
    ['6.3, registro de anulación, chained', case3, case3Input, case3Huella],
  ])('%s', (_case, record, input, huella) => {
    expect(fingerprintInput(record)).toBe(input);
    expect(fingerprintOf(record)).toBe(huella);
  });
});

describe('values', () => {
  it('trims spaces around a value and keeps those inside, as the document’s NumSerieFactura example', () => {
    // Section 3: "<NumSerieFactura>    12345678 / G33  </NumSerieFactura>" gives "12345678 / G33".
    const padded = fingerprintInput({ ...case1, invoiceNumber: '    12345678 / G33  ' });
    expect(padded).toContain('&NumSerieFactura=12345678 / G33&');
  });

  it('trims only what Java’s trim does: a no-break space stays, so the hash is the AEAT’s', () => {
    expect(fingerprintInput({ ...case1, invoiceNumber: '\u00a0A-1\t' })).toContain(
      'NumSerieFactura=\u00a0A-1&',
    );
  });

  it('hashes the UTF-8 bytes of the string, as Node’s own SHA-256 does', () => {
    // The NIF of a company can hold no accent, but a series may be written by hand one day.
    const accented = { ...case1, invoiceNumber: 'Sèrie-ñ/€1' };
    const oracle = createHash('sha256')
      .update(fingerprintInput(accented), 'utf8')
      .digest('hex')
      .toUpperCase();
    expect(fingerprintOf(accented)).toBe(oracle);
  });

  it.each([
    ['issuerNif', { issuerNif: '89890002K' }],
    ['invoiceNumber', { invoiceNumber: '12345678/G34' }],
    ['issueDate', { issueDate: '02-01-2024' }],
    ['invoiceType', { invoiceType: 'F2' as const }],
    ['vatTotal', { vatTotal: '12.36' }],
    ['total', { total: '123.46' }],
    ['previousFingerprint', { previousFingerprint: case2Huella }],
    ['generatedAt', { generatedAt: '2024-01-01T19:20:30+02:00' }],
  ])('a change of %s changes the fingerprint', (_field, change) => {
    expect(fingerprintOf({ ...case1, ...change })).not.toBe(case1Huella);
  });
});
