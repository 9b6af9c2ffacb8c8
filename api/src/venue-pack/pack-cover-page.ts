// The pack's first page: the title, the date it was made and the venues it holds.
import { categoryName } from '@venue-finder/core';
import type { VenueDetailView } from '../venues';
import { COLOURS, type Doc, FONT, count, footer, gbp, pdfText } from './pack-drawing';

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

export function drawCoverPage(doc: Doc, venues: VenueDetailView[], generatedAt: Date, publicUrl: string): void {
  const { width, margins } = doc.page;
  const inner = width - margins.left - margins.right;
  doc.rect(0, 0, width, 210).fill(COLOURS.accent);
  doc.font(FONT.bold).fontSize(34).fillColor('#ffffff').text('Venue pack', margins.left, 70, { width: inner });
  doc
    .font(FONT.regular)
    .fontSize(14)
    .text(`Your shortlist of ${venues.length} venue${venues.length === 1 ? '' : 's'}`, margins.left, 118, {
      width: inner,
    });
  doc.fontSize(11).text(`Prepared on ${longDate.format(generatedAt)}`, margins.left, 142, { width: inner });

  let y = 250;
  doc.font(FONT.bold).fontSize(14).fillColor(COLOURS.ink).text('The venues', margins.left, y);
  y += 28;
  venues.forEach((venue, i) => {
    doc
      .font(FONT.bold)
      .fontSize(11)
      .fillColor(COLOURS.ink)
      .text(pdfText(`${i + 1}. ${venue.display_name}`), margins.left, y, {
        width: inner,
        lineBreak: false,
        ellipsis: true,
      });
    const summary = [
      `${categoryName(venue.primary_category)}, ${venue.city_name}`,
      `up to ${count(venue.capacity_overall_max)} people`,
      venue.pricing.day_rate !== null ? `from ${gbp(venue.pricing.day_rate)} per day` : null,
      venue.rating !== null ? `rated ${venue.rating.toFixed(1)}` : null,
    ].filter(Boolean);
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(COLOURS.muted)
      .text(pdfText(summary.join(' · ')), margins.left + 14, y + 15, {
        width: inner - 14,
        lineBreak: false,
        ellipsis: true,
      });
    y += 40;
  });

  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(COLOURS.ink)
    .text(
      'Venue Finder is free, with no booking fees. Send one brief to all of these venues: those that answer through Venue Finder reply to you directly, and we contact the others for you.',
      margins.left,
      Math.max(y + 20, 700),
      { width: inner },
    );
  doc.fillColor(COLOURS.accent).text(publicUrl, { width: inner, link: publicUrl });
  footer(doc, 'Venue Finder · venue pack');
}
