import type { Language, ReceiptPurpose } from '@boxbook/domain';

/**
 * An invoice's concept: what was bought, in the member's language (docs/decisions.md, "Invoices on
 * every charge"). The same words as the receipt prints, plus the month a plan pays for, or the
 * days its first payment paid (docs/product.md, A fair first month). A CHECKOUT
 * receipt (an older client that did not say what it pays) gets a fixed text, never the
 * description the browser sent: the buyer does not write the box's invoices.
 */
const TEXTS = {
  ca: {
    CHECKOUT: 'Pagament a compte al box',
    CREDIT_ACTIVITY: '1 crèdit de classe',
    CREDIT_OPEN: "1 crèdit d'open box",
    PLAN: 'Tarifa mensual {plan} ({period})',
    PLAN_RENEWAL: 'Renovació de la tarifa {plan} ({period})',
    SEPA_DEBT: 'Quota domiciliada retornada pel banc, pagada amb targeta',
    DROP_IN: 'Classe solta (drop-in)',
    /** A plan bought by an older client that did not say which. */
    PLAN_UNNAMED: 'Tarifa mensual ({period})',
  },
  es: {
    CHECKOUT: 'Pago a cuenta en el box',
    CREDIT_ACTIVITY: '1 crédito de clase',
    CREDIT_OPEN: '1 crédito de open box',
    PLAN: 'Tarifa mensual {plan} ({period})',
    PLAN_RENEWAL: 'Renovación de la tarifa {plan} ({period})',
    SEPA_DEBT: 'Cuota domiciliada devuelta por el banco, pagada con tarjeta',
    DROP_IN: 'Clase suelta (drop-in)',
    PLAN_UNNAMED: 'Tarifa mensual ({period})',
  },
} as const;

/** The longest concept an invoice keeps (the `invoices_concept` check). */
const MAX_CONCEPT = 500;

/** `novembre de 2026` / `noviembre de 2026`, from any date of the month (YYYY-MM-DD). */
export function monthText(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 7)}-15T12:00:00Z`),
  );
}

export interface ChargeForConcept {
  purpose: ReceiptPurpose;
  /** The plan paid for, in both languages, with Pro when it was added; null when not known. */
  plan: { nameCa: string; nameEs: string; pro: boolean } | null;
  /** Any date of the month a plan pays for. */
  month: string;
  /** A plan's first payment: the days it paid for (YYYY-MM-DD), said instead of the month. */
  covers?: { from: string; to: string } | null;
}

/** `28/11/2026`: the day as Spanish invoices write it. */
const dayText = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** `28/11/2026 – 31/12/2026`, or the month when the payment covers it whole. */
function periodText(charge: ChargeForConcept, language: Language): string {
  const { covers } = charge;
  const wholeMonth = covers?.from.endsWith('-01') && covers.from.slice(0, 7) === covers.to.slice(0, 7);
  if (!covers || wholeMonth) return monthText(covers?.from ?? charge.month, language);
  return `${dayText(covers.from)} – ${dayText(covers.to)}`;
}

export function chargeConcept(charge: ChargeForConcept, language: Language): string {
  const texts = TEXTS[language];
  const plan = charge.plan
    ? `${language === 'ca' ? charge.plan.nameCa : charge.plan.nameEs}${charge.plan.pro ? ' + Pro' : ''}`
    : null;
  const template =
    (charge.purpose === 'PLAN' || charge.purpose === 'PLAN_RENEWAL') && !plan
      ? texts.PLAN_UNNAMED
      : texts[charge.purpose];
  return template
    .replace('{plan}', plan ?? '')
    .replace('{period}', periodText(charge, language))
    .slice(0, MAX_CONCEPT);
}
