import type { Language } from '@boxbook/domain';

const euros = (cents: number, language: Language) =>
  new Intl.NumberFormat(language === 'ca' ? 'ca-ES' : 'es-ES', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );

const longDate = (date: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'ca' ? 'ca-ES' : 'es-ES', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** What a debit pays, in the member's words: the month's fee or a returned month collected again. */
export function debitConcept(
  debit: { planName: string; month: string; recollects: string | null },
  language: Language,
): string {
  const month = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${(debit.recollects ?? debit.month).slice(0, 7)}-15T12:00:00Z`),
  );
  if (debit.recollects)
    return language === 'ca'
      ? `la quota de ${debit.planName} de ${month} que el banc va retornar, amb la comissió de devolució`
      : `la cuota de ${debit.planName} de ${month} que el banco devolvió, con la comisión de devolución`;
  return language === 'ca'
    ? `la quota de ${debit.planName} de ${month}`
    : `la cuota de ${debit.planName} de ${month}`;
}

const PRENOTICE = {
  ca: {
    subject: 'Rebut domiciliat de {amount} el {date}',
    body: [
      "T'avisem abans de carregar-lo, com demanen les normes SEPA:",
      '',
      'Import: {amount}',
      'Data de cobrament: {date}',
      'Referència del mandat: {mandate}',
      'Identificador de creditor: {creditor} ({creditorName})',
      'Concepte: {concept}',
      '',
      'Si alguna dada no és correcta, digues-nos-ho abans del cobrament. Tens els pagaments a {link}.',
    ],
  },
  es: {
    subject: 'Recibo domiciliado de {amount} el {date}',
    body: [
      'Te avisamos antes de cargarlo, como piden las normas SEPA:',
      '',
      'Importe: {amount}',
      'Fecha de cobro: {date}',
      'Referencia del mandato: {mandate}',
      'Identificador de acreedor: {creditor} ({creditorName})',
      'Concepto: {concept}',
      '',
      'Si algún dato no es correcto, dínoslo antes del cobro. Tienes los pagos en {link}.',
    ],
  },
};

/** The pre-notification of a debit (SEPA Core rulebook): amount, date, mandate, creditor and what it pays. */
export function prenoticeMail(input: {
  name: string;
  language: Language;
  amountCents: number;
  collectionDate: string;
  mandate: string;
  creditor: { creditorId: string; name: string };
  concept: string;
  link: string;
}): { subject: string; text: string } {
  const texts = PRENOTICE[input.language];
  const values = {
    amount: euros(input.amountCents, input.language),
    date: longDate(input.collectionDate, input.language),
    mandate: input.mandate,
    creditor: input.creditor.creditorId,
    creditorName: input.creditor.name,
    concept: input.concept,
    link: input.link,
  };
  return {
    subject: fill(texts.subject, values),
    text: [`Hola ${input.name},`, '', ...texts.body.map((line) => fill(line, values))].join('\n'),
  };
}

const RETURNED = {
  ca: {
    subject: 'El banc ha retornat el rebut de {amount}',
    body: [
      'El banc ens ha retornat el rebut domiciliat de {month} ({amount}). Motiu del banc: {reason}.',
      "Hem emès la factura rectificativa {invoice}, i la quota d'aquest mes queda pendent.",
      '{fee}',
      'Pots pagar {total} amb targeta a {link}.{recollect}',
    ],
    fee: 'La devolució té una comissió de {fee}.',
    recollect: ' Si no, la carregarem de nou a la propera remesa.',
  },
  es: {
    subject: 'El banco ha devuelto el recibo de {amount}',
    body: [
      'El banco nos ha devuelto el recibo domiciliado de {month} ({amount}). Motivo del banco: {reason}.',
      'Hemos emitido la factura rectificativa {invoice}, y la cuota de este mes queda pendiente.',
      '{fee}',
      'Puedes pagar {total} con tarjeta en {link}.{recollect}',
    ],
    fee: 'La devolución tiene una comisión de {fee}.',
    recollect: ' Si no, la cargaremos de nuevo en la próxima remesa.',
  },
};

/** The mail a member gets when their debit came back: what, why, what they owe and how to pay it. */
export function returnedMail(input: {
  name: string;
  language: Language;
  month: string;
  amountCents: number;
  feeCents: number;
  reason: string;
  invoice: string | null;
  recollect: boolean;
  link: string;
}): { subject: string; text: string } {
  const texts = RETURNED[input.language];
  const values = {
    amount: euros(input.amountCents, input.language),
    month: new Intl.DateTimeFormat(input.language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${input.month}-15T12:00:00Z`)),
    reason: input.reason,
    invoice: input.invoice ?? '',
    fee: input.feeCents > 0 ? fill(texts.fee, { fee: euros(input.feeCents, input.language) }) : '',
    total: euros(input.amountCents + input.feeCents, input.language),
    link: input.link,
    recollect: input.recollect ? texts.recollect : '',
  };
  const lines = texts.body.map((line) => fill(line, values)).filter((line) => line !== '');
  return {
    subject: fill(texts.subject, values),
    text: [`Hola ${input.name},`, '', ...lines].join('\n'),
  };
}
