/**
 * Calendar quarters, `2027-Q1`: the periods of the quarterly VAT return (Modelo 303), which the
 * accountant's CSV covers (docs/invoicing.md, "For the admin and the accountant").
 */

/** The first and last day of a quarter: `2027-Q1` → 2027-01-01…2027-03-31. */
export function quarterRange(quarter: string): { from: string; to: string } {
  const year = Number(quarter.slice(0, 4));
  const firstMonth = (Number(quarter.slice(6)) - 1) * 3 + 1;
  const lastDay = new Date(Date.UTC(year, firstMonth + 2, 0)).getUTCDate();
  const month = (m: number) => String(m).padStart(2, '0');
  return { from: `${year}-${month(firstMonth)}-01`, to: `${year}-${month(firstMonth + 2)}-${lastDay}` };
}

/** The quarter a date (YYYY-MM-DD) falls in. */
export const quarterOf = (isoDate: string) =>
  `${isoDate.slice(0, 4)}-Q${Math.floor((Number(isoDate.slice(5, 7)) - 1) / 3) + 1}`;

/** The `count` quarters up to the one `today` is in, newest first. */
export function quartersUpTo(today: string, count: number): string[] {
  let year = Number(today.slice(0, 4));
  let q = Number(quarterOf(today).slice(6));
  const quarters: string[] = [];
  for (let i = 0; i < count; i++) {
    quarters.push(`${year}-Q${q}`);
    q -= 1;
    if (q === 0) {
      q = 4;
      year -= 1;
    }
  }
  return quarters;
}
