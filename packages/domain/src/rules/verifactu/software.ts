/**
 * `SistemaInformatico`: what every billing record says about the software that made it (the
 * record design, "Diseños de registro de facturación", and `SuministroInformacion.xsd`'s
 * `SistemaInformaticoType`). The values must match the producer's declaration of conformity
 * (declaración responsable); see docs/invoicing.md.
 */
export interface SistemaInformatico {
  /** NombreRazon: the producer's name or company name (1–120 characters). */
  producerName: string;
  /** NIF: the producer's NIF (9 characters). */
  producerNif: string;
  /** NombreSistemaInformatico (1–30 characters). */
  name: string;
  /** IdSistemaInformatico: the producer's code for this software (1–2 characters). */
  id: string;
  /** Version (1–50 characters). */
  version: string;
  /** NumeroInstalacion: tells this installation from the producer's others (1–100 characters). */
  installationNumber: string;
  /** TipoUsoPosibleSoloVerifactu: 'S' when the software can only work in VERI*FACTU mode. */
  onlyVerifactu: 'S' | 'N';
  /** TipoUsoPosibleMultiOT: 'S' when it can keep the invoices of several taxpayers. */
  multipleTaxpayersPossible: 'S' | 'N';
  /** IndicadorMultiplesOT: 'S' when this installation does keep several taxpayers'. */
  multipleTaxpayers: 'S' | 'N';
}

const LIMITS: ReadonlyArray<[keyof SistemaInformatico, number, number]> = [
  ['producerName', 1, 120],
  ['producerNif', 9, 9],
  ['name', 1, 30],
  ['id', 1, 2],
  ['version', 1, 50],
  ['installationNumber', 1, 100],
];

/** The lengths the XSD allows; a value it would refuse is refused here, before any record carries it. */
export function checkSistemaInformatico(software: SistemaInformatico): SistemaInformatico {
  for (const [field, min, max] of LIMITS) {
    const { length } = software[field];
    if (length < min || length > max)
      throw new RangeError(`SistemaInformatico.${field} must have ${min} to ${max} characters`);
  }
  return software;
}
