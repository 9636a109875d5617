/**
 * A text cell a spreadsheet would run as a formula (`=HYPERLINK(...)` as a name) is kept as text
 * by a leading apostrophe. For text cells only: a negative amount written as text would be caught.
 */
export const inert = (cell: string | number | null) =>
  typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
