/** The PAR-Q answered "no" to every question: a visitor who may book without a word to their doctor. */
export const PARQ_ALL_NO = {
  heart_condition: false,
  chest_pain_activity: false,
  chest_pain_rest: false,
  dizziness: false,
  bone_joint: false,
  blood_pressure_drugs: false,
  other_reason: false,
};

/**
 * A maker of new visitors for tests that book many: each call a new person with their own e-mail,
 * phone and address (`Anna Visitant 3`, anna3@example.com, 600000003, 198.51.100.3), the PAR-Q all
 * "no" and the box's terms accepted.
 */
export function visitorMaker(who: {
  name: string;
  surname: string;
  language: 'ca' | 'es';
  phonePrefix: string;
  network: string;
}) {
  let count = 0;
  return () => {
    count += 1;
    return {
      name: who.name,
      surname: `${who.surname} ${count}`,
      email: `${who.name.toLowerCase()}${count}@example.com`,
      phone: `${who.phonePrefix}${String(count).padStart(8, '0')}`,
      parq: PARQ_ALL_NO,
      healthConsent: true,
      termsAccepted: true,
      language: who.language,
      ip: `${who.network}.${count}`,
    };
  };
}
