import type { Language } from '@boxbook/domain';

/** What went wrong, as the member reads it; a code not listed here is told as a refused payment. */
const REASONS: Record<Language, Record<string, string> & { other: string }> = {
  ca: {
    no_card: "no tens cap targeta desada a l'app",
    card_declined: 'el banc ha rebutjat la targeta',
    insufficient_funds: 'la targeta no té prou saldo',
    expired_card: 'la targeta ha caducat',
    incorrect_cvc: 'el banc diu que el codi de seguretat de la targeta no és correcte',
    processing_error: 'el banc no ha pogut processar el pagament',
    authentication_required: 'el banc demana que confirmis tu el pagament',
    authentication_failed: "el banc no ha pogut verificar que el pagament l'autoritzaves tu",
    other: 'el banc no ha acceptat el pagament',
  },
  es: {
    no_card: 'no tienes ninguna tarjeta guardada en la app',
    card_declined: 'el banco ha rechazado la tarjeta',
    insufficient_funds: 'la tarjeta no tiene saldo suficiente',
    expired_card: 'la tarjeta ha caducado',
    incorrect_cvc: 'el banco dice que el código de seguridad de la tarjeta no es correcto',
    processing_error: 'el banco no ha podido procesar el pago',
    authentication_required: 'el banco pide que confirmes tú el pago',
    authentication_failed: 'el banco no ha podido verificar que autorizabas tú el pago',
    other: 'el banco no ha aceptado el pago',
  },
};

const TEXTS: Record<Language, string> = {
  ca: "No hem pogut cobrar la tarifa {plan} corresponent a {period}: {reason}. La tarifa s'ha aturat: pots continuar reservant amb els crèdits que tinguis. Per recuperar-la, revisa la targeta a {link} i torna a contractar-la a la pàgina de tarifes.",
  es: 'No hemos podido cobrar la tarifa {plan} correspondiente a {period}: {reason}. La tarifa se ha detenido: puedes seguir reservando con los créditos que tengas. Para recuperarla, revisa la tarjeta en {link} y vuelve a contratarla en la página de tarifas.',
};

export const renewalFailureReason = (error: string, language: Language): string =>
  REASONS[language][error] ?? REASONS[language].other;

/**
 * The mail a member gets when their renewal fails, in Catalan and then Spanish (the app keeps no
 * language per member): which plan, which month, and what the bank or the app said, in words.
 */
export function renewalFailedMail(input: {
  name: string;
  plan: { nameCa: string; nameEs: string };
  /** The first day of the month renewed, YYYY-MM-DD. */
  month: string;
  error: string;
  link: string;
}): { subject: string; text: string } {
  const paragraph = (language: Language) => {
    const period = new Intl.DateTimeFormat(language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${input.month}T00:00:00Z`));
    const values: Record<string, string> = {
      plan: language === 'ca' ? input.plan.nameCa : input.plan.nameEs,
      period,
      reason: renewalFailureReason(input.error, language),
      link: input.link,
    };
    return TEXTS[language].replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  };
  return {
    subject: "No s'ha pogut renovar la tarifa · No se ha podido renovar la tarifa",
    text: [`Hola ${input.name},`, '', paragraph('ca'), '', paragraph('es')].join('\n'),
  };
}
