// Reads back what a test needs from a PDF that PDFKit wrote: its pages, pictures and text (PDFKit
// writes text as hex strings in Flate-compressed content streams).
import { inflateSync } from 'node:zlib';

export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

/** The pictures embedded (image XObjects), by their filter: 'DCTDecode' for a JPEG kept as it was sent. */
export function pdfImages(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/Subtype \/Image\b[^>]*?\/Filter \/(\w+)/g)].map((m) => m[1]!);
}

/** Page sizes in points, in page order: [width, height]. */
export function pdfPageSizes(pdf: Buffer): [number, number][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
}

/** The text of every text-showing operation, one line per operation. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/gi)) {
      const hex = [...op[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
