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
