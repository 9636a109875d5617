import type { Language, PushKind } from '@boxbook/domain';

/** What each push says, in Catalan and Spanish; `{name}` marks a value filled in when it leaves. */
export const PUSH_TEXTS: Record<PushKind, Record<Language, { title: string; body: string }>> = {
  promoted: {
    ca: { title: 'Ja tens plaça!', body: "Has passat de la llista d'espera a {class}." },
    es: { title: '¡Ya tienes plaza!', body: 'Has pasado de la lista de espera a {class}.' },
  },
  place_free: {
    ca: {
      title: 'Plaça lliure',
      body: "S'ha alliberat una plaça a {class}. Qui primer s'apunti, se la queda.",
    },
    es: {
      title: 'Plaza libre',
      body: 'Se ha liberado una plaza en {class}. Quien primero se apunte, se la queda.',
    },
  },
  class_cancelled: {
    ca: {
      title: 'Classe anul·lada',
      body: "S'ha anul·lat {class}. Si hi tenies plaça, se t'ha tornat el crèdit.",
    },
    es: {
      title: 'Clase anulada',
      body: 'Se ha anulado {class}. Si tenías plaza, se te ha devuelto el crédito.',
    },
  },
  standing_not_taken: {
    ca: { title: 'Reserva fixa no feta', body: "No t'hem pogut apuntar a {class}." },
    es: { title: 'Reserva fija no realizada', body: 'No te hemos podido apuntar a {class}.' },
  },
  draw_in: {
    ca: { title: 'Sorteig: tens plaça!', body: 'El sorteig de {class} et dona plaça.' },
    es: { title: 'Sorteo: ¡tienes plaza!', body: 'El sorteo de {class} te da plaza.' },
  },
  draw_not_in: {
    ca: {
      title: 'Sorteig: sense plaça',
      body: "El sorteig de {class} no t'ha donat plaça. Mira a l'app si ets a la llista d'espera.",
    },
    es: {
      title: 'Sorteo: sin plaza',
      body: 'El sorteo de {class} no te ha dado plaza. Mira en la app si estás en la lista de espera.',
    },
  },
  renewal_failed: {
    ca: {
      title: "No s'ha pogut renovar la tarifa",
      body: 'Revisa la targeta a Configuració perquè no et quedis sense classes.',
    },
    es: {
      title: 'No se ha podido renovar la tarifa',
      body: 'Revisa la tarjeta en Configuración para no quedarte sin clases.',
    },
  },
  refunded: {
    ca: {
      title: "T'hem retornat un pagament",
      body: "T'hem retornat {amount} {to}. Ho tens a Pagaments.",
    },
    es: {
      title: 'Te hemos devuelto un pago',
      body: 'Te hemos devuelto {amount} {to}. Lo tienes en Pagos.',
    },
  },
  sepa_prenotice: {
    ca: {
      title: 'Rebut domiciliat el {date}',
      body: 'El {date} carregarem {amount} al teu compte pel mandat {mandate} (creditor {creditor}): {concept}.',
    },
    es: {
      title: 'Recibo domiciliado el {date}',
      body: 'El {date} cargaremos {amount} en tu cuenta por el mandato {mandate} (acreedor {creditor}): {concept}.',
    },
  },
  sepa_returned: {
    ca: {
      title: 'El banc ha retornat un rebut',
      body: 'Tens {amount} pendents. Pots pagar-los amb targeta a Pagaments.',
    },
    es: {
      title: 'El banco ha devuelto un recibo',
      body: 'Tienes {amount} pendientes. Puedes pagarlos con tarjeta en Pagos.',
    },
  },
  broadcast: {
    ca: { title: 'Boxbook CrossFit', body: '{message}' },
    es: { title: 'Boxbook CrossFit', body: '{message}' },
  },
  reminder: {
    ca: { title: 'Tens classe aviat', body: '{class}. Et veiem al box!' },
    es: { title: 'Tienes clase pronto', body: '{class}. ¡Te vemos en el box!' },
  },
  chat_answer: {
    ca: { title: 'Resposta del box', body: '{author}: {message}' },
    es: { title: 'Respuesta del box', body: '{author}: {message}' },
  },
  chat_message: {
    ca: { title: 'Missatge de {member}', body: '{message}' },
    es: { title: 'Mensaje de {member}', body: '{message}' },
  },
  score_bump: {
    ca: { title: '{member} et fa un cop de puny', body: 'Pel teu resultat a la pissarra del {date}.' },
    es: { title: '{member} te choca el puño', body: 'Por tu resultado en la pizarra del {date}.' },
  },
  score_comment: {
    ca: { title: '{member} ha comentat el teu resultat', body: '{message}' },
    es: { title: '{member} ha comentado tu resultado', body: '{message}' },
  },
};

/** A refund push's `{to}`: the way the money goes back, the way it was paid. */
export const REFUND_TO = {
  ca: { card: 'a la targeta', bizum: 'per Bizum' },
  es: { card: 'a la tarjeta', bizum: 'por Bizum' },
} as const;

/** Fills `{name}` marks; a mark without a value is left out. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

const LOCALES: Record<Language, string> = { ca: 'ca-ES', es: 'es-ES' };

/** "dilluns 23/11 17:00": the class's day and hour at the box, dd/MM HH:mm like the app's bookings. */
export function classWhen(startsAt: Date, language: Language, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(LOCALES[language], {
    timeZone,
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(startsAt);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')}/${part('month')} ${part('hour')}:${part('minute')}`;
}

/** A long chat message is cut for the notification; the chat shows it whole. */
export const preview = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
