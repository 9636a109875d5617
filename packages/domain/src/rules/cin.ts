const CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX_DIGIT: Record<string, string> = { X: '0', Y: '1', Z: '2' };

/** Upper-cases a DNI/NIE and removes spaces and dashes, the form it is stored in. */
export function normalizeCin(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** True for a Spanish DNI (8 digits + letter) or NIE (X/Y/Z + 7 digits + letter) with the right check letter. */
export function isValidCin(raw: string): boolean {
  const cin = normalizeCin(raw);
  const match = /^([XYZ]\d{7}|\d{8})([A-Z])$/.exec(cin);
  if (!match) return false;
  const [, body = '', letter] = match;
  const digits = body.replace(/^[XYZ]/, (prefix) => NIE_PREFIX_DIGIT[prefix] ?? '');
  return CHECK_LETTERS[Number(digits) % 23] === letter;
}
