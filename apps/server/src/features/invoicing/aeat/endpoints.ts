/**
 * The AEAT's VERI*FACTU web service (`SistemaFacturacion.wsdl`, service `sfVerifactu`, ports
 * `SistemaVerifactuPruebas` and `SistemaVerifactu`), for a certificate of a person or company
 * (not a "sello" certificate, which has hosts of its own). docs/invoicing.md names the sources.
 */
export const AEAT_ENDPOINTS = {
  test: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  production: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
} as const;

export type AeatEnvironment = keyof typeof AEAT_ENDPOINTS;
