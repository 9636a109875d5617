/**
 * A one-page PDF of text lines in Helvetica, enough for a receipt: no dependency, no fonts to
 * embed (Helvetica is one of the 14 fonts every reader has). Text is WinAnsi-encoded, which covers
 * Catalan and Spanish (à, ç, l·l, ñ) and the euro sign.
 */
export interface PdfLine {
  text: string;
  x: number;
  /** From the top of the page, in points. */
  y: number;
  size?: number;
  bold?: boolean;
  /** Aligns the text's right end at x (amounts). */
  alignRight?: boolean;
}

const A4 = { width: 595, height: 842 };
/** WinAnsi bytes of the characters outside Latin-1 that a receipt may hold. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '\u202f': 0x20,
};

function winAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    const byte = WIN_ANSI[char] ?? (code < 256 && (code < 0x80 || code > 0x9f) ? code : 63);
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return out;
}

/** Helvetica's average advance is about half the font size: close enough to right-align digits. */
const widthOf = (text: string, size: number) => text.length * size * 0.55;

export function renderPdf(lines: PdfLine[]): Buffer {
  const content = lines
    .map((line) => {
      const size = line.size ?? 11;
      const x = line.alignRight ? line.x - widthOf(line.text, size) : line.x;
      return `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(1)} ${(A4.height - line.y).toFixed(1)} Td (${winAnsi(line.text)}) Tj ET`;
    })
    .join('\n');
  const font = (name: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    font('Helvetica'),
    font('Helvetica-Bold'),
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(file.length);
    file += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(file, 'latin1');
}
