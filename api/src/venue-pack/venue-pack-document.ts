// Renders a venue pack as a PDF: a cover, one page per venue and a comparison page.
import PDFDocument from 'pdfkit';
import type { VenueDetailView } from '../venues';
import { drawComparisonPage } from './pack-comparison-page';
import { drawCoverPage } from './pack-cover-page';
import { type PackPhoto } from './pack-photo';
import { drawVenuePage } from './pack-venue-page';

export interface VenuePackContent {
  venues: { detail: VenueDetailView; photo: PackPhoto | null }[];
  generatedAt: Date;
  publicUrl: string;
}

export async function renderVenuePack(content: VenuePackContent): Promise<Buffer> {
  const { venues, generatedAt, publicUrl } = content;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    autoFirstPage: false,
    info: {
      Title: `Venue pack: ${venues.map((v) => v.detail.display_name).join(', ')}`.slice(0, 500),
      Author: 'Venue Finder',
      Subject: 'A shortlist of UK event venues',
      CreationDate: generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  const pages = venues.length + 2;
  doc.addPage();
  drawCoverPage(
    doc,
    venues.map((v) => v.detail),
    generatedAt,
    publicUrl,
  );
  venues.forEach(({ detail, photo }, i) => {
    doc.addPage();
    drawVenuePage(doc, detail, photo, `page ${i + 2} of ${pages}`);
  });
  doc.addPage({ size: 'A4', layout: 'landscape', margin: 40 });
  drawComparisonPage(
    doc,
    venues.map((v) => v.detail),
    `page ${pages} of ${pages}`,
  );
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
