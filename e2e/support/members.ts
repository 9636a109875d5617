const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A valid, unused-looking DNI for a member the test creates. */
export function randomDni(): string {
  const number = 10_000_000 + Math.floor(Math.random() * 89_999_999);
  return `${number}${LETTERS[number % 23]}`;
}

/** A small valid PNG (64 × 64, orange), enough for an avatar upload. */
export const ORANGE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAoElEQVR4nO2SQQkAQRDDqqJGT31+K+IeYaBQAUlo+Hp60QmYQPWK7EK9u+gETKB6RXah3l10AiZQvSK7UO8uOgETqF6RXah3F52ACVSvyC7Uu4tOwASqV2QX6t1FJ2AC1SuyC/XuohMwgeoV2YV6d9EJmED1iuxCvbvoBEygekV2od5ddAImUL0iu1DvLjoBE6hekV2odxedgAlUr/jnQg99TCFpqnAXfQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Headers that make a request come from an address of its own (the e2e server trusts the loopback
 * as its proxy: TRUST_PROXY in playwright.config.ts). Members sign up from their own phones; the
 * specs' many sign-ups from one address would otherwise meet the per-address limit.
 */
export function fromOwnAddress(): Record<string, string> {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}
