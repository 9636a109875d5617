import { describe, expect, it } from 'vitest';
import { type QrUrlFields, verifactuQrUrl } from './qr-url';

/**
 * The AEAT's "Detalle de las especificaciones técnicas del código «QR» de la factura y de la «URL»
 * del servicio de cotejo o remisión de información por parte del receptor de la factura", v0.5.0
 * (10/12/2025):
 * https://www.agenciatributaria.es/static_files/AEAT_Desarrolladores/EEDD/IVA/VERI-FACTU/DetalleEspecificacTecnCodigoQRfactura.pdf
 */

// Section 4's example: a series holding "&", which must travel as %26.
const example: QrUrlFields = {
  environment: 'test',
  verifactu: true,
  issuerNif: '89890001K',
  invoiceNumber: '12345678&G33',
  issueDate: '01-01-2024',
  total: '241.4',
};

describe('verifactuQrUrl', () => {
  it('reproduces the document’s example (section 4) byte for byte', () => {
    expect(verifactuQrUrl(example)).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.4',
    );
  });

  it.each([
    ['test', true, 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?'],
    ['production', true, 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?'],
    ['test', false, 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu?'],
    ['production', false, 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu?'],
  ] as const)('%s, VERI*FACTU %s: section 5’s address', (environment, verifactu, start) => {
    const url = verifactuQrUrl({ ...example, environment, verifactu });
    expect(url.startsWith(start)).toBe(true);
  });

  it('carries only the four parameters, in the document’s order, and one of the box’s invoices reads back', () => {
    const url = new URL(
      verifactuQrUrl({
        ...example,
        invoiceNumber: 'F2-2027/000123',
        issueDate: '31-01-2027',
        total: '63.95',
      }),
    );
    expect([...url.searchParams.keys()]).toEqual(['nif', 'numserie', 'fecha', 'importe']);
    expect(url.searchParams.get('numserie')).toBe('F2-2027/000123');
    expect(url.search).toBe('?nif=89890001K&numserie=F2-2027%2F000123&fecha=31-01-2027&importe=63.95');
  });

  it('encodes as the AEAT’s reference code (java.net.URLEncoder) does: a space is +', () => {
    expect(verifactuQrUrl({ ...example, invoiceNumber: 'A 1' })).toContain('&numserie=A+1&');
  });

  it('carries a rectifying invoice’s negative total', () => {
    expect(verifactuQrUrl({ ...example, total: '-21.00' }).endsWith('&importe=-21.00')).toBe(true);
  });

  it.each([
    ['a NIF that is not 9 characters', { issuerNif: 'B1234567' }],
    ['a series past 60 characters', { invoiceNumber: 'A'.repeat(61) }],
    ['a series with a character outside printable ASCII', { invoiceNumber: 'Sèrie-1' }],
    ['an empty series', { invoiceNumber: '' }],
    ['an ISO date instead of DD-MM-YYYY', { issueDate: '2024-01-01' }],
    ['an amount with a comma', { total: '241,40' }],
    ['an amount with 3 decimals', { total: '241.400' }],
  ])('refuses %s', (_case, change) => {
    expect(() => verifactuQrUrl({ ...example, ...change })).toThrow(RangeError);
  });
});
