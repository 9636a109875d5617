import type { Language, VisitBooked } from '@boxbook/domain';
import type { MailMessage } from '../../infra/mail/mailer';

const TEXTS: Record<Language, { subject: string; subjectDropIn: string; body: string }> = {
  ca: {
    subject: 'La teva classe de prova a Boxbook CrossFit: {reference}',
    subjectDropIn: 'La teva classe a Boxbook CrossFit: {reference}',
    body: [
      'Hola {name},',
      '',
      'Tens plaça a {activity} el {when}.',
      'Codi de reserva: {reference}. Mostra’l a l’entrada.',
      'Afegeix la classe al teu calendari: {calendar}',
      '',
      'Vine 10 minuts abans amb roba còmoda i aigua.',
      'Si no pots venir, anul·la la reserva aquí (una classe pagada anul·lada a temps es retorna): {cancel}',
      '',
      'Boxbook CrossFit',
    ].join('\n'),
  },
  es: {
    subject: 'Tu clase de prueba en Boxbook CrossFit: {reference}',
    subjectDropIn: 'Tu clase en Boxbook CrossFit: {reference}',
    body: [
      'Hola {name}:',
      '',
      'Tienes plaza en {activity} el {when}.',
      'Código de reserva: {reference}. Enséñalo en la entrada.',
      'Añade la clase a tu calendario: {calendar}',
      '',
      'Ven 10 minutos antes con ropa cómoda y agua.',
      'Si no puedes venir, anula la reserva aquí (una clase pagada anulada a tiempo se devuelve): {cancel}',
      '',
      'Boxbook CrossFit',
    ].join('\n'),
  },
};

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');

/** The class's day and time as the visitor reads it, in the box's zone. */
function whenOf(booked: VisitBooked, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language === 'ca' ? 'ca-ES' : 'es-ES', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(booked.startTime));
}

/** The visitor's confirmation: the class, the reference they show at the door, the calendar entry. */
export function visitMail({
  to,
  name,
  language,
  activityName,
  booked,
  timeZone,
  publicUrl,
}: {
  to: string;
  name: string;
  language: Language;
  activityName: string;
  booked: VisitBooked;
  timeZone: string;
  publicUrl: string;
}): MailMessage {
  const params = {
    name,
    activity: activityName,
    when: whenOf(booked, language, timeZone),
    reference: booked.reference,
    calendar: new URL(`/api/visits/${booked.reference}.ics`, publicUrl).toString(),
    // The reference and the e-mail cancel it (docs/decisions.md, "The paid drop-in").
    cancel: `${new URL(`/visit/cancel/${booked.reference}`, publicUrl).toString()}?email=${encodeURIComponent(to)}`,
  };
  const text = TEXTS[language];
  const subject = booked.kind === 'DROP_IN' ? text.subjectDropIn : text.subject;
  return { to, subject: fill(subject, params), text: fill(text.body, params) };
}
