/**
 * The URL the invoice's QR code carries: the AEAT's "cotejo" service, where whoever holds the
 * invoice checks that the AEAT received it. From the AEAT's "Detalle de las especificaciones
 * técnicas del código «QR» de la factura y de la «URL» del servicio de cotejo…" (v0.5.0); see
 * docs/invoicing.md. The QR itself is printed 30×30 to 40×40 mm with error correction level M.
 */

export type AeatEnvironment = 'test' | 'production';

const HOSTS: Record<AeatEnvironment, string> = {
  test: 'https://prewww2.aeat.es',
  production: 'https://www2.agenciatributaria.gob.es',
};

export interface QrUrlFields {
  /** The AEAT's test portal (prewww2) or production. */
  environment: AeatEnvironment;
  /** VERI*FACTU (records sent to the AEAT) or a system that keeps them signed ("no verificable"). */
  verifactu: boolean;
  /** nif: the box's NIF, 9 characters. */
  issuerNif: string;
  /** numserie: series and number, at most 60 printable ASCII characters. */
  invoiceNumber: string;
  /** fecha: the issue date, DD-MM-YYYY. */
  issueDate: string;
  /** importe: the invoice's ImporteTotal, the same literal as in the record. */
  total: string;
}

const NIF = /^[0-9A-Z]{9}$/;
const PRINTABLE_ASCII = /^[\x20-\x7E]{1,60}$/;
const DATE = /^\d{2}-\d{2}-\d{4}$/;
const AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;

/**
 * Exactly the four parameters, in the AEAT's order (the document forbids adding `formato`, and
 * `idioma` is for the service, not the printed code). Values are encoded as the AEAT's reference
 * code does (`java.net.URLEncoder`, UTF-8): URLSearchParams serializes the same way (form
 * encoding: `&` → `%26`, `/` → `%2F`, space → `+`). A value outside what the document allows is
 * refused here rather than printed on an invoice the AEAT cannot match.
 */
export function verifactuQrUrl(fields: QrUrlFields): string {
  if (!NIF.test(fields.issuerNif)) throw new RangeError(`QR: nif ${fields.issuerNif} is not 9 characters`);
  if (!PRINTABLE_ASCII.test(fields.invoiceNumber)) {
    throw new RangeError(`QR: numserie ${fields.invoiceNumber} must be 1 to 60 printable ASCII characters`);
  }
  if (!DATE.test(fields.issueDate)) throw new RangeError(`QR: fecha ${fields.issueDate} is not DD-MM-YYYY`);
  if (!AMOUNT.test(fields.total)) throw new RangeError(`QR: importe ${fields.total} is not an amount`);
  const path = fields.verifactu ? 'ValidarQR' : 'ValidarQRNoVerifactu';
  const query = new URLSearchParams([
    ['nif', fields.issuerNif],
    ['numserie', fields.invoiceNumber],
    ['fecha', fields.issueDate],
    ['importe', fields.total],
  ]);
  return `${HOSTS[fields.environment]}/wlpl/TIKE-CONT/${path}?${query.toString()}`;
}

/** The legend printed right below the QR on an invoice of a VERI*FACTU system (the long form). */
export const VERIFACTU_LEGEND = 'Factura verificable en la sede electrónica de la AEAT';
/** The text that always goes right above the QR. */
export const QR_CAPTION = 'QR tributario:';
