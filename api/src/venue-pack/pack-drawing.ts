// The venue pack's house style and the few drawing helpers its pages share: headings, a label
// and value list, a simple table, the footer. Every text box has a height (PDFKit never starts a
// new page for a bounded box) and an ellipsis, so each venue stays on its one page whatever an
// owner wrote.

export type Doc = PDFKit.PDFDocument;

export const COLOURS = { ink: '#1d2433', muted: '#5b6475', rule: '#d5dae3', accent: '#1f5fbf', band: '#eef3fb' };
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

const gbpFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const countFormat = new Intl.NumberFormat('en-GB');

export const gbp = (pounds: number | null) => (pounds === null ? '—' : gbpFormat.format(pounds));
export const count = (n: number | null | undefined) => (n === null || n === undefined ? '—' : countFormat.format(n));

/**
 * The standard PDF fonts encode WinAnsi only: typographic quotes, dashes and accented Latin
 * letters survive; anything else becomes its closest plain form or '?'.
 */
export function pdfText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFC')
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(
      /[^\x20-\x7e\xa0-\xff\u2013\u2014\u2022\u2026\u20ac\n]/g,
      (c) => c.normalize('NFD').replace(/[^\x20-\x7e]/g, '') || '?',
    );
}

export function heading(doc: Doc, text: string, x: number, y: number, width: number, size = 13): number {
  doc
    .font(FONT.bold)
    .fontSize(size)
    .fillColor(COLOURS.ink)
    .text(pdfText(text), x, y, { width, height: size + 4, lineBreak: false, ellipsis: true });
  return y + size + 6;
}

/** Label/value rows; returns the y below them. */
export function facts(doc: Doc, rows: [string, string][], x: number, y: number, width: number): number {
  const labelWidth = Math.min(110, width * 0.4);
  for (const [label, value] of rows) {
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(COLOURS.muted)
      .text(pdfText(label), x, y, { width: labelWidth, height: 12, lineBreak: false });
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(COLOURS.ink)
      .text(pdfText(value), x + labelWidth, y, { width: width - labelWidth, height: 24, ellipsis: true });
    y += Math.min(24, doc.heightOfString(pdfText(value), { width: width - labelWidth })) + 4;
  }
  return y;
}

export interface TableColumn {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** A header row and body rows of single-line cells; returns the y below the table. */
export function table(
  doc: Doc,
  columns: TableColumn[],
  rows: string[][],
  x: number,
  y: number,
  rowHeight = 16,
): number {
  const totalWidth = columns.reduce((sum, c) => sum + c.width, 0);
  const drawRow = (cells: string[], top: number, header: boolean) => {
    if (header) doc.rect(x, top, totalWidth, rowHeight).fill(COLOURS.band);
    let left = x;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc
        .font(header ? FONT.bold : FONT.regular)
        .fontSize(8.5)
        .fillColor(COLOURS.ink)
        .text(pdfText(cell), left + 4, top + 4, {
          width: column.width - 8,
          height: rowHeight - 4,
          align: column.align ?? 'left',
          lineBreak: false,
          ellipsis: true,
        });
      left += column.width;
    });
    doc
      .moveTo(x, top + rowHeight)
      .lineTo(x + totalWidth, top + rowHeight)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
  };
  drawRow(
    columns.map((c) => c.title),
    y,
    true,
  );
  rows.forEach((cells, i) => drawRow(cells, y + rowHeight * (i + 1), false));
  return y + rowHeight * (rows.length + 1) + 8;
}

export function footer(doc: Doc, text: string): void {
  const { width, height, margins } = doc.page;
  // Text below the bottom margin would make PDFKit start a new page; the footer lives there.
  const bottom = margins.bottom;
  const y = height - bottom + 14;
  margins.bottom = 0;
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(COLOURS.muted)
    .text(pdfText(text), margins.left, y, {
      width: width - margins.left - margins.right,
      lineBreak: false,
      ellipsis: true,
    });
  margins.bottom = bottom;
}
