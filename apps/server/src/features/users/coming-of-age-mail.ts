import type { Language } from '@boxbook/domain';

/**
 * The mail of a dependent who turned 18: to them when they have an e-mail (a member of their own
 * now), else to their guardian, to hand the account over at the desk, where the box records the
 * new member's DNI and e-mail (docs/product.md, Households).
 */
export function comingOfAgeMail(input: {
  language: Language;
  name: string;
  /** The guardian's name when the mail goes to them. */
  guardianName: string | null;
  link: string;
}): { subject: string; text: string } {
  const { name, guardianName, link } = input;
  if (input.language === 'ca')
    return guardianName === null
      ? {
          subject: 'Boxbook: ja ets soci o sòcia per tu mateix',
          text: `Hola ${name},\n\nJa has fet 18 anys: el teu compte ja no depèn del teu tutor. Tu reserves, pagues i decideixes sobre les teves dades. Revisa les teves dades i la teva tarifa a ${link}.\n\nBoxbook CrossFit`,
        }
      : {
          subject: `Boxbook: ${name} ja és major d'edat`,
          text: `Hola ${guardianName},\n\n${name} ja ha fet 18 anys i deixa de dependre del teu compte. Perquè pugui entrar per si mateix, passeu per recepció amb el seu DNI i el seu correu.\n\nBoxbook CrossFit`,
        };
  return guardianName === null
    ? {
        subject: 'Boxbook: ya eres socio o socia por ti mismo',
        text: `Hola ${name},\n\nYa has cumplido 18 años: tu cuenta ya no depende de tu tutor. Tú reservas, pagas y decides sobre tus datos. Revisa tus datos y tu tarifa en ${link}.\n\nBoxbook CrossFit`,
      }
    : {
        subject: `Boxbook: ${name} ya es mayor de edad`,
        text: `Hola ${guardianName},\n\n${name} ya ha cumplido 18 años y deja de depender de tu cuenta. Para que pueda entrar por sí mismo, pasad por recepción con su DNI y su correo.\n\nBoxbook CrossFit`,
      };
}
