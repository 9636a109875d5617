/**
 * The AEAT's XML namespaces for VERI*FACTU (the `targetNamespace` of each vendored schema in
 * `xsd/`), and SOAP 1.1's envelope, which the service's WSDL binds to.
 */
const BASE =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';

export const AEAT_NS = {
  soap: 'http://schemas.xmlsoap.org/soap/envelope/',
  /** SuministroLR.xsd: the request, `RegFactuSistemaFacturacion`. */
  lr: `${BASE}/SuministroLR.xsd`,
  /** SuministroInformacion.xsd: the records and every shared type. */
  info: `${BASE}/SuministroInformacion.xsd`,
  /** RespuestaSuministro.xsd: the answer, `RespuestaRegFactuSistemaFacturacion`. */
  answer: `${BASE}/RespuestaSuministro.xsd`,
} as const;

/** Records one request may carry (SuministroLR.xsd: `RegistroFactura` maxOccurs 1000). */
export const MAX_RECORDS_PER_REQUEST = 1_000;
