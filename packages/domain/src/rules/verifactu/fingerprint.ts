import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The fingerprint (`Huella`) of a billing record, exactly as the AEAT's "Detalle de las
 * especificaciones técnicas para generación de la huella o hash de los registros de facturación"
 * (v0.1.2) computes it; see docs/invoicing.md. Every value is the literal the record carries
 * (amounts from `aeatAmount`, dates from `aeatDate` and `generatedAt`), so the AEAT, recomputing
 * from the record it receives, gets the same hash.
 */

/**
 * Invoice types of the XSD's `ClaveTipoFacturaType`: F2 is the simplified invoice the box issues,
 * R5 the rectifying invoice of a simplified one. A list, so a schema or a column can take it.
 */
export const AEAT_INVOICE_TYPES = ['F1', 'F2', 'F3', 'R1', 'R2', 'R3', 'R4', 'R5'] as const;
export type AeatInvoiceType = (typeof AEAT_INVOICE_TYPES)[number];

/** A registro de alta: one per invoice issued. */
export interface AltaRecordFields {
  kind: 'alta';
  /** IDEmisorFactura: the box's NIF. */
  issuerNif: string;
  /** NumSerieFactura: series and number, as printed on the invoice. */
  invoiceNumber: string;
  /** FechaExpedicionFactura, DD-MM-YYYY. */
  issueDate: string;
  /** TipoFactura. */
  invoiceType: AeatInvoiceType;
  /** CuotaTotal: the invoice's VAT, as `aeatAmount` writes it. */
  vatTotal: string;
  /** ImporteTotal: the invoice's total, as `aeatAmount` writes it. */
  total: string;
  /** The previous record's Huella; null for the first record of the chain. */
  previousFingerprint: string | null;
  /** FechaHoraHusoGenRegistro, as `generatedAt` writes it. */
  generatedAt: string;
}

/** A registro de anulación: an invoice voided because it should never have been issued. */
export interface AnulacionRecordFields {
  kind: 'anulacion';
  /** IDEmisorFacturaAnulada: the NIF of the voided invoice's issuer. */
  issuerNif: string;
  /** NumSerieFacturaAnulada. */
  invoiceNumber: string;
  /** FechaExpedicionFacturaAnulada, DD-MM-YYYY. */
  issueDate: string;
  /** The previous record's Huella; null for the first record of the chain. */
  previousFingerprint: string | null;
  /** FechaHoraHusoGenRegistro, as `generatedAt` writes it. */
  generatedAt: string;
}

export type BillingRecordFields = AltaRecordFields | AnulacionRecordFields;

/**
 * The AEAT's reference code trims each value with Java's `String.trim()`, which removes the
 * characters up to U+0020 and nothing else; JavaScript's `trim()` also removes Unicode spaces
 * (U+00A0…), which would hash a different string than the AEAT does.
 */
function javaTrim(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start++;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--;
  return value.slice(start, end);
}

/** `name=value&name=value…`: no `&` after the last field; an absent value leaves `name=`. */
const concatenate = (fields: ReadonlyArray<readonly [string, string | null]>): string =>
  fields.map(([name, value]) => `${name}=${value === null ? '' : javaTrim(value)}`).join('&');

/** The exact string the fingerprint of a record is computed over, in the AEAT's field order. */
export function fingerprintInput(record: BillingRecordFields): string {
  if (record.kind === 'alta') {
    return concatenate([
      ['IDEmisorFactura', record.issuerNif],
      ['NumSerieFactura', record.invoiceNumber],
      ['FechaExpedicionFactura', record.issueDate],
      ['TipoFactura', record.invoiceType],
      ['CuotaTotal', record.vatTotal],
      ['ImporteTotal', record.total],
      ['Huella', record.previousFingerprint],
      ['FechaHoraHusoGenRegistro', record.generatedAt],
    ]);
  }
  return concatenate([
    ['IDEmisorFacturaAnulada', record.issuerNif],
    ['NumSerieFacturaAnulada', record.invoiceNumber],
    ['FechaExpedicionFacturaAnulada', record.issueDate],
    ['Huella', record.previousFingerprint],
    ['FechaHoraHusoGenRegistro', record.generatedAt],
  ]);
}

/** SHA-256 of the UTF-8 bytes of `fingerprintInput`, 64 upper-case hexadecimal characters. */
export function fingerprintOf(record: BillingRecordFields): string {
  return bytesToHex(sha256(utf8ToBytes(fingerprintInput(record)))).toUpperCase();
}
