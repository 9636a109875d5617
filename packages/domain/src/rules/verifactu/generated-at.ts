import { TZDate } from '@date-fns/tz';

/**
 * `FechaHoraHusoGenRegistro`: the instant a billing record is generated, as the wall clock of the
 * box's zone shows it, with that zone's offset at that instant (YYYY-MM-DDThh:mm:ss±hh:mm, the
 * record design's format). The offset comes from the zone's rules, so the two 02:30 of the night
 * the clocks go back are told apart (+02:00, then +01:00) and no time inside the spring gap is
 * ever written. The caller passes the instant: the domain reads no clock.
 *
 * Milliseconds are dropped, not rounded: rounding up could write a second that has not come yet,
 * and the AEAT warns when a record says it was generated after the AEAT's own clock.
 */
export function generatedAt(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('generatedAt: invalid date');
  // TZDate's toISOString is the zone's wall clock with its offset: 2024-01-01T19:20:30.000+01:00.
  const local = new TZDate(ms, timeZone).toISOString();
  return `${local.slice(0, 19)}${local.slice(23)}`;
}
