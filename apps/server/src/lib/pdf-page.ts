import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/**
 * Drawing text on an A4 page with pdf-lib, the one way the server writes PDFs (receipts and
 * invoices). The text is DejaVu Sans, embedded from the repository (apps/server/assets/fonts),
 * so every character of Catalan and Spanish (à, ç, l·l, ñ, €, the narrow spaces `Intl` puts in
 * amounts) prints the same on any machine; only the glyphs a document uses are embedded.
 */

export const A4 = { width: 595.28, height: 841.89 } as const;
/** Millimetres to PDF points (1/72 inch). */
export const mm = (millimetres: number) => (millimetres * 72) / 25.4;

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface PdfLine {
  text: string;
  x: number;
  /** The baseline, from the top of the page, in points. */
  y: number;
  size?: number;
  bold?: boolean;
  /** Aligns the text's right end at x (amounts). */
  alignRight?: boolean;
  /** Centres the text on x (the QR's legends). */
  center?: boolean;
  /** Grey instead of black, for small print (still 7:1 against white). */
  muted?: boolean;
}

const FONT_DIR = path.join(import.meta.dirname, '../../assets/fonts');
let fontFiles: Promise<[Buffer, Buffer]> | null = null;

/** The font files, read once per process. */
function readFonts(): Promise<[Buffer, Buffer]> {
  fontFiles ??= Promise.all([
    readFile(path.join(FONT_DIR, 'DejaVuSans.ttf')),
    readFile(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  ]);
  return fontFiles;
}

/** Embeds the two fonts in a document (subset: the file carries only the glyphs drawn). */
export async function embedFonts(doc: PDFDocument): Promise<PdfFonts> {
  doc.registerFontkit(fontkit);
  const [regular, bold] = await readFonts();
  return {
    regular: await doc.embedFont(regular, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true }),
  };
}

const INK = rgb(0, 0, 0);
const MUTED = rgb(0.3, 0.3, 0.3);

export function drawLines(page: PDFPage, fonts: PdfFonts, lines: PdfLine[]): void {
  for (const line of lines) {
    const size = line.size ?? 11;
    const font = line.bold ? fonts.bold : fonts.regular;
    const width = font.widthOfTextAtSize(line.text, size);
    const x = line.alignRight ? line.x - width : line.center ? line.x - width / 2 : line.x;
    page.drawText(line.text, { x, y: A4.height - line.y, size, font, color: line.muted ? MUTED : INK });
  }
}

/**
 * Breaks a text into lines no wider than `width` at its spaces; a word longer than a whole line
 * is cut between characters, so nothing ever runs off the page and no character is lost.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    for (const char of word) {
      if (current && !fits(current + char)) {
        lines.push(current);
        current = '';
      }
      current += char;
    }
  }
  if (current) lines.push(current);
  return lines;
}
