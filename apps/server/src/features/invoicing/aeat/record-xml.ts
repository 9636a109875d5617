import { aeatAmount, type SistemaInformatico } from '@boxbook/domain';
import { create } from 'xmlbuilder2';
import { AEAT_NS, MAX_RECORDS_PER_REQUEST } from './namespaces';

/**
 * A billing record as the AEAT receives it: the strings the fingerprint was computed over (as
 * stored in `billing_records`), the invoice's other fields, the record before it in the chain, and
 * whether it corrects a record the AEAT refused.
 */
export interface RecordToSend {
  id: number;
  position: number;
  kind: 'alta' | 'anulacion';
  issuerNif: string;
  invoiceNumber: string;
  /** DD-MM-YYYY, as hashed. */
  issueDate: string;
  /** Altas: TipoFactura, CuotaTotal and ImporteTotal as hashed. */
  invoiceType: 'F2' | 'R5' | null;
  vatTotal: string | null;
  total: string | null;
  generatedAt: string;
  fingerprint: string;
  software: SistemaInformatico;
  /** The invoice's issuer name (NombreRazonEmisor), concept, base in cents and VAT rate. */
  issuerName: string;
  concept: string;
  baseCents: number;
  vatRateBp: number;
  /** R5: the simplified invoice it corrects. */
  corrects: { issuerNif: string; invoiceNumber: string; issueDate: string } | null;
  /** The record before it; null for the chain's first. */
  previous: { issuerNif: string; invoiceNumber: string; issueDate: string; fingerprint: string } | null;
  /** It corrects a record the AEAT refused: sent with Subsanacion S and RechazoPrevio S. */
  correction: boolean;
}

/** The box as the taxpayer (`ObligadoEmision`) of one request. */
export interface Taxpayer {
  nif: string;
  name: string;
}

const VAT_ON_SALES = '01';
/** ClaveRegimen 01: the general regime; the box sells services at the general VAT rate. */
const GENERAL_REGIME = '01';
/** CalificacionOperacion S1: subject and not exempt, without reverse charge. */
const SUBJECT_NOT_EXEMPT = 'S1';
/** TipoRectificativa I: a correction "por diferencias", the R5's amounts are the difference. */
const BY_DIFFERENCES = 'I';

const prefixed = (prefix: string, fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [`${prefix}:${name}`, prefixedValue(prefix, value)]),
  );

function prefixedValue(prefix: string, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => prefixedValue(prefix, v));
  if (value && typeof value === 'object') return prefixed(prefix, value as Record<string, unknown>);
  return value;
}

function software(s: SistemaInformatico) {
  return {
    NombreRazon: s.producerName,
    NIF: s.producerNif,
    NombreSistemaInformatico: s.name,
    IdSistemaInformatico: s.id,
    Version: s.version,
    NumeroInstalacion: s.installationNumber,
    TipoUsoPosibleSoloVerifactu: s.onlyVerifactu,
    TipoUsoPosibleMultiOT: s.multipleTaxpayersPossible,
    IndicadorMultiplesOT: s.multipleTaxpayers,
  };
}

function chaining(record: RecordToSend) {
  if (!record.previous) return { PrimerRegistro: 'S' };
  return {
    RegistroAnterior: {
      IDEmisorFactura: record.previous.issuerNif,
      NumSerieFactura: record.previous.invoiceNumber,
      FechaExpedicionFactura: record.previous.issueDate,
      Huella: record.previous.fingerprint,
    },
  };
}

/** `RegistroAlta`, its elements in the XSD's sequence; the optional ones the box never uses left out. */
function alta(record: RecordToSend) {
  if (!record.invoiceType || record.vatTotal === null || record.total === null)
    throw new Error(`record ${record.position} is an alta without its type or amounts`);
  const rectifying =
    record.invoiceType === 'R5' && record.corrects
      ? {
          TipoRectificativa: BY_DIFFERENCES,
          FacturasRectificadas: {
            IDFacturaRectificada: {
              IDEmisorFactura: record.corrects.issuerNif,
              NumSerieFactura: record.corrects.invoiceNumber,
              FechaExpedicionFactura: record.corrects.issueDate,
            },
          },
        }
      : {};
  return {
    IDVersion: '1.0',
    IDFactura: {
      IDEmisorFactura: record.issuerNif,
      NumSerieFactura: record.invoiceNumber,
      FechaExpedicionFactura: record.issueDate,
    },
    NombreRazonEmisor: record.issuerName,
    ...(record.correction ? { Subsanacion: 'S', RechazoPrevio: 'S' } : {}),
    TipoFactura: record.invoiceType,
    ...rectifying,
    DescripcionOperacion: record.concept,
    Desglose: {
      DetalleDesglose: {
        Impuesto: VAT_ON_SALES,
        ClaveRegimen: GENERAL_REGIME,
        CalificacionOperacion: SUBJECT_NOT_EXEMPT,
        TipoImpositivo: (record.vatRateBp / 100).toFixed(2),
        BaseImponibleOimporteNoSujeto: aeatAmount(record.baseCents),
        CuotaRepercutida: record.vatTotal,
      },
    },
    CuotaTotal: record.vatTotal,
    ImporteTotal: record.total,
    Encadenamiento: chaining(record),
    SistemaInformatico: software(record.software),
    FechaHoraHusoGenRegistro: record.generatedAt,
    TipoHuella: '01',
    Huella: record.fingerprint,
  };
}

function anulacion(record: RecordToSend) {
  return {
    IDVersion: '1.0',
    IDFactura: {
      IDEmisorFacturaAnulada: record.issuerNif,
      NumSerieFacturaAnulada: record.invoiceNumber,
      FechaExpedicionFacturaAnulada: record.issueDate,
    },
    ...(record.correction ? { RechazoPrevio: 'S' } : {}),
    Encadenamiento: chaining(record),
    SistemaInformatico: software(record.software),
    FechaHoraHusoGenRegistro: record.generatedAt,
    TipoHuella: '01',
    Huella: record.fingerprint,
  };
}

/** One `RegistroFactura`: its `RegistroAlta` or `RegistroAnulacion` in SuministroInformacion's namespace. */
function registroFactura(record: RecordToSend) {
  return record.kind === 'alta'
    ? { 'sum1:RegistroAlta': prefixed('sum1', alta(record)) }
    : { 'sum1:RegistroAnulacion': prefixed('sum1', anulacion(record)) };
}

/** The request's body, `RegFactuSistemaFacturacion`, as an object xmlbuilder2 writes. */
function requestBody(taxpayer: Taxpayer, records: readonly RecordToSend[]) {
  if (records.length === 0 || records.length > MAX_RECORDS_PER_REQUEST)
    throw new RangeError(`a request carries 1 to ${MAX_RECORDS_PER_REQUEST} records, not ${records.length}`);
  return {
    '@xmlns:sum': AEAT_NS.lr,
    '@xmlns:sum1': AEAT_NS.info,
    'sum:Cabecera': prefixed('sum1', { ObligadoEmision: { NombreRazon: taxpayer.name, NIF: taxpayer.nif } }),
    'sum:RegistroFactura': records.map(registroFactura),
  };
}

/** A `RegFactuSistemaFacturacion` document on its own: what `records.xml` serves, and what the tests validate. */
export function buildRequestDocument(taxpayer: Taxpayer, records: readonly RecordToSend[]): string {
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    { 'sum:RegFactuSistemaFacturacion': requestBody(taxpayer, records) },
  ).end({ prettyPrint: true });
}

/** Boxbook's wrapper of several requests (`xsd/RegistrosBoxbook.xsd`): each one as the AEAT receives it. */
export const RECORDS_WRAPPER_NS = 'urn:boxbook:verifactu:registros';

/**
 * What `records.xml` serves: one request alone when the records fit in one, otherwise (none, or
 * more than one request's worth) Boxbook's `RegistrosFacturacion` holding every request in order.
 */
export function buildRecordsDocument(
  records: readonly RecordToSend[],
  taxpayerOf: (batch: RecordToSend[]) => Taxpayer,
): string {
  const batches = requestBatches(records);
  const [only] = batches;
  if (batches.length === 1 && only) return buildRequestDocument(taxpayerOf(only), only);
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      RegistrosFacturacion: {
        '@xmlns': RECORDS_WRAPPER_NS,
        'sum:RegFactuSistemaFacturacion': batches.map((batch) => requestBody(taxpayerOf(batch), batch)),
      },
    },
  ).end({ prettyPrint: true });
}

/** The same request in a SOAP 1.1 envelope, as it is posted to the AEAT's VerifactuSOAP service. */
export function buildSoapRequest(taxpayer: Taxpayer, records: readonly RecordToSend[]): string {
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      'soapenv:Envelope': {
        '@xmlns:soapenv': AEAT_NS.soap,
        'soapenv:Header': {},
        'soapenv:Body': { 'sum:RegFactuSistemaFacturacion': requestBody(taxpayer, records) },
      },
    },
  ).end({ prettyPrint: true });
}

/**
 * Cuts records, in chain order, into requests: at most 1,000 each, and a new request when the
 * issuer changes (a request has one `ObligadoEmision`: a box that changed its NIF starts another).
 */
export function requestBatches(records: readonly RecordToSend[]): RecordToSend[][] {
  const batches: RecordToSend[][] = [];
  let current: RecordToSend[] = [];
  for (const record of records) {
    const first = current[0];
    if (current.length === MAX_RECORDS_PER_REQUEST || (first && first.issuerNif !== record.issuerNif)) {
      batches.push(current);
      current = [];
    }
    current.push(record);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
