import type { Language, PaymentMethodKind } from '@boxbook/domain';

/**
 * Why the app refunded a payment by itself, as the member reads it: the refusal's error code, which
 * is also what the refund row keeps as its reason (the web translates the same codes).
 */
const AUTOMATIC_REASONS: Record<Language, Record<string, string> & { other: string }> = {
  ca: {
    already_has_plan: 'ja tenies una tarifa',
    receipt_wrong_amount: 'el preu havia canviat abans que poguéssim fer servir el pagament',
    not_found: 'la tarifa ja no es pot contractar',
    sepa_debt_settled: 'el rebut retornat ja estava pagat o el banc el torna a cobrar',
    visit_cancelled: 'has anul·lat la teva classe a temps',
    visit_hold_expired: "el pagament va arribar quan la plaça que et guardàvem ja s'havia alliberat",
    other: "l'app no ha pogut fer servir el pagament",
  },
  es: {
    already_has_plan: 'ya tenías una tarifa',
    receipt_wrong_amount: 'el precio había cambiado antes de que pudiéramos usar el pago',
    not_found: 'la tarifa ya no se puede contratar',
    sepa_debt_settled: 'el recibo devuelto ya estaba pagado o el banco lo vuelve a cobrar',
    visit_cancelled: 'has anulado tu clase a tiempo',
    visit_hold_expired: 'el pago llegó cuando la plaza que te guardábamos ya se había liberado',
    other: 'la app no ha podido usar el pago',
  },
};

export const automaticRefundReason = (code: string, language: Language): string =>
  AUTOMATIC_REASONS[language][code] ?? AUTOMATIC_REASONS[language].other;

export const euros = (cents: number, language: Language): string =>
  new Intl.NumberFormat(language === 'ca' ? 'ca-ES' : 'es-ES', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );

/**
 * Where the money goes back: the way it was paid. A Bizum payment is refunded by Bizum, to the
 * account of the phone that paid, not to a card the member may not even have.
 */
export const REFUNDED_TO: Record<Language, Record<PaymentMethodKind, string>> = {
  ca: { card: 'a la targeta amb què vas pagar', bizum: 'per Bizum, al mòbil amb què vas pagar' },
  es: { card: 'a la tarjeta con la que pagaste', bizum: 'por Bizum, al móvil con el que pagaste' },
};

const TEXTS: Record<
  Language,
  { subject: string; body: string; invoice: string; credit: string; plan: string }
> = {
  ca: {
    subject: "T'hem retornat {amount}",
    body: "T'hem retornat {amount} del rebut {receipt} {to}. Motiu: {reason}. El banc pot trigar uns dies a mostrar-ho al teu compte.",
    invoice: 'La factura rectificativa {invoice} és a {link}.',
    credit: "El crèdit que havies comprat amb aquest pagament s'ha retirat.",
    plan: "La teva tarifa s'ha aturat.",
  },
  es: {
    subject: 'Te hemos devuelto {amount}',
    body: 'Te hemos devuelto {amount} del recibo {receipt} {to}. Motivo: {reason}. El banco puede tardar unos días en mostrarlo en tu cuenta.',
    invoice: 'La factura rectificativa {invoice} está en {link}.',
    credit: 'El crédito que habías comprado con este pago se ha retirado.',
    plan: 'Tu tarifa se ha detenido.',
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/**
 * The mail a member (or a visitor) gets when a payment of theirs is refunded, in the language they
 * last used the app in: how much, which receipt, where it goes back (the card or Bizum it was paid
 * with), why, the rectifying invoice when there is one, and what the refund took back.
 */
export function refundMail(input: {
  name: string;
  language: Language;
  amountCents: number;
  receipt: string;
  /** How the receipt was paid: the money goes back the same way. */
  paidWith: PaymentMethodKind;
  /** The admin's words, or, for an automatic refund, the refusal's code. */
  reason: string;
  automatic: boolean;
  invoice: string | null;
  creditTakenBack: boolean;
  planEnded: boolean;
  link: string;
}): { subject: string; text: string } {
  const text = TEXTS[input.language];
  const values = {
    amount: euros(input.amountCents, input.language),
    receipt: input.receipt,
    to: REFUNDED_TO[input.language][input.paidWith],
    reason: input.automatic ? automaticRefundReason(input.reason, input.language) : input.reason,
    invoice: input.invoice ?? '',
    link: input.link,
  };
  const lines = [
    fill(text.body, values),
    ...(input.invoice ? [fill(text.invoice, values)] : []),
    ...(input.creditTakenBack ? [text.credit] : []),
    ...(input.planEnded ? [text.plan] : []),
  ];
  return {
    subject: fill(text.subject, values),
    text: [`Hola ${input.name},`, '', lines.join(' ')].join('\n'),
  };
}
