/** a, b, … z, aa, ab: a spreadsheet-style letter for a zero-based index. */
function letterOf(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(97 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/**
 * The label of a workout block from its path of indexes (see docs/product.md, Training and WOD
 * publication): top-level blocks are letters a, b, c; a nested block adds its number to its
 * parent's label: a.1, a.2, a.1.1.
 */
export function blockLabel(path: readonly number[]): string {
  const [first, ...rest] = path;
  if (first === undefined) return '';
  return [letterOf(first), ...rest.map((i) => String(i + 1))].join('.');
}
