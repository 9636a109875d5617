import type { Language } from '@boxbook/domain';

/**
 * The reason codes banks give for a returned or rejected SEPA Core debit, in plain words (the
 * EPC's guidance on reason codes for SDD R-transactions, EPC173-14). The web app has the same
 * words as i18n keys (`sepaReasons.*`); a code not listed reads as "other".
 */
const REASONS: Record<Language, Record<string, string>> = {
  ca: {
    AC01: 'el compte no és correcte',
    AC04: 'el compte està tancat',
    AC06: 'el compte està bloquejat o no admet rebuts domiciliats',
    AG01: 'el compte no admet aquesta operació',
    AG02: 'operació bancària no vàlida',
    AM04: 'no hi havia prou diners al compte',
    AM05: 'rebut duplicat',
    BE05: "el banc no reconeix l'identificador de creditor",
    FF01: 'fitxer amb format no vàlid',
    MD01: 'no hi ha mandat o no és vàlid',
    MD02: 'falten dades del mandat o no són correctes',
    MD06: 'el titular ha demanat la devolució',
    MD07: 'el titular ha mort',
    MS02: 'el titular ha rebutjat el rebut',
    MS03: 'el banc no en dona el motiu',
    RC01: 'el BIC del banc no és correcte',
    RR01: 'falten dades del titular que exigeix la normativa',
    RR02: 'falta el nom o l’adreça del titular',
    RR03: 'falta el nom o l’adreça del creditor',
    RR04: 'motius normatius',
    SL01: 'servei específic del banc del titular (per exemple, un límit de rebuts)',
    other: 'motiu del banc sense descripció',
  },
  es: {
    AC01: 'la cuenta no es correcta',
    AC04: 'la cuenta está cerrada',
    AC06: 'la cuenta está bloqueada o no admite recibos domiciliados',
    AG01: 'la cuenta no admite esta operación',
    AG02: 'operación bancaria no válida',
    AM04: 'no había saldo suficiente en la cuenta',
    AM05: 'recibo duplicado',
    BE05: 'el banco no reconoce el identificador de acreedor',
    FF01: 'fichero con formato no válido',
    MD01: 'no hay mandato o no es válido',
    MD02: 'faltan datos del mandato o no son correctos',
    MD06: 'el titular ha pedido la devolución',
    MD07: 'el titular ha fallecido',
    MS02: 'el titular ha rechazado el recibo',
    MS03: 'el banco no indica el motivo',
    RC01: 'el BIC del banco no es correcto',
    RR01: 'faltan datos del titular que exige la normativa',
    RR02: 'falta el nombre o la dirección del titular',
    RR03: 'falta el nombre o la dirección del acreedor',
    RR04: 'motivos normativos',
    SL01: 'servicio específico del banco del titular (por ejemplo, un límite de recibos)',
    other: 'motivo del banco sin descripción',
  },
};

export const returnReasonText = (code: string, language: Language): string =>
  REASONS[language][code] ?? REASONS[language].other ?? code;
