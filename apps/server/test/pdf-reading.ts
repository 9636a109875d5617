import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { type PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { drawLines, embedFonts } from '../src/lib/pdf-page';

/**
 * Reading a PDF the server wrote as a person would: its text as a reader extracts it (pdf.js,
 * through the fonts' ToUnicode maps, so a glyph drawn but not mapped back would be missing), and
 * the QR codes its images hold, decoded by jsQR.
 */

/** The text of each page, one string per line as drawn (items on one baseline joined by spaces). */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    const lines = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const y = Math.round(item.transform[5] as number);
      const line = lines.get(y) ?? [];
      line.push({ x: item.transform[4] as number, text: item.str });
      lines.set(y, line);
    }
    pages.push(
      [...lines.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, items]) =>
          items
            .sort((a, b) => a.x - b.x)
            .map((i) => i.text)
            .join(' '),
        )
        .join('\n'),
    );
  }
  await document.destroy();
  return pages;
}

/**
 * The whole text, with the no-break and narrow spaces `Intl` writes in amounts made plain spaces,
 * and any run of spaces (between a label and its amount) made one.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await pdfPages(pdf))
    .join('\n')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/ {2,}/g, ' ');
}

/**
 * Every image of the file decoded as a QR code (null for an image that is none). pdf-lib stores a
 * PNG as its RGB samples, Flate-compressed; those are turned into the RGBA jsQR reads.
 */
export async function pdfQrCodes(pdf: Uint8Array): Promise<(string | null)[]> {
  const document = await PDFDocument.load(pdf);
  const found: (string | null)[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict: PDFDict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (dict.get(PDFName.of('ColorSpace')) !== PDFName.of('DeviceRGB')) continue;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const rgbSamples = inflateSync(object.contents);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba[i * 4] = rgbSamples[i * 3] ?? 0;
      rgba[i * 4 + 1] = rgbSamples[i * 3 + 1] ?? 0;
      rgba[i * 4 + 2] = rgbSamples[i * 3 + 2] ?? 0;
      rgba[i * 4 + 3] = 255;
    }
    found.push(jsQR(rgba, width, height)?.data ?? null);
  }
  return found;
}

/**
 * pdf.js sets up its worker on the first document it opens, and the server's first PDF reads and
 * parses its fonts: seconds each on a busy machine. A test file calls this in a `beforeAll` with a
 * long timeout, so no test pays for either inside its own time.
 */
export async function warmUpPdfReading(): Promise<void> {
  const document = await PDFDocument.create();
  drawLines(document.addPage(), await embedFonts(document), [{ text: 'Núria 12,00 €', x: 10, y: 10 }]);
  await pdfPages(await document.save());
}

/** How long `warmUpPdfReading` may take: the first import and worker start under a loaded CI. */
export const PDF_WARM_UP_MS = 120_000;
