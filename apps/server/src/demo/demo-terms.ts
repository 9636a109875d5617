/**
 * The demo box's terms and informed consent, version 1 (docs/product.md, Terms): what a box
 * writes in /admin/condicions, short enough to read on a phone. Every demo member accepted it.
 */
export const demoTerms = {
  bodyCa: [
    'Condicions del box i consentiment informat',
    '',
    '1. Entreno sota la meva responsabilitat i declaro que no tinc cap malaltia ni lesió que m’impedeixi fer exercici intens; si en tinc, ho diré al tècnic abans de la classe.',
    '2. Seguiré les indicacions dels tècnics, escalfaré i adaptaré les càrregues al meu nivell.',
    '3. Les reserves s’anul·len amb l’antelació que indica el box; si no, es perd el crèdit.',
    '4. Les quotes es paguen per avançat; les baixes i els canvis de tarifa valen a partir de l’1 del mes següent.',
    '5. El box tracta les meves dades per gestionar la meva inscripció, segons la política de privacitat.',
  ].join('\n'),
  bodyEs: [
    'Condiciones del box y consentimiento informado',
    '',
    '1. Entreno bajo mi responsabilidad y declaro que no tengo ninguna enfermedad ni lesión que me impida hacer ejercicio intenso; si la tengo, lo diré al técnico antes de la clase.',
    '2. Seguiré las indicaciones de los técnicos, calentaré y adaptaré las cargas a mi nivel.',
    '3. Las reservas se anulan con la antelación que indica el box; si no, se pierde el crédito.',
    '4. Las cuotas se pagan por adelantado; las bajas y los cambios de tarifa valen a partir del 1 del mes siguiente.',
    '5. El box trata mis datos para gestionar mi inscripción, según la política de privacidad.',
  ].join('\n'),
};
