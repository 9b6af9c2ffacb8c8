// One page per venue: its photo, key facts, capacities by layout, rates in GBP, address,
// nearest transport and contact.
import { categoryName } from '@venue-finder/core';
import type { VenueDetailView } from '../venues';
import { COLOURS, type Doc, FONT, count, facts, footer, gbp, heading, pdfText, table } from './pack-drawing';
import { type PackPhoto, drawPhoto } from './pack-photo';
import {
  accessibilityText,
  addressLines,
  cateringText,
  equipmentText,
  layoutRows,
  nearestStations,
  ratingText,
  sizeText,
  stationText,
} from './pack-venue-facts';

const PHOTO_HEIGHT = 190;
const GUTTER = 24;

export function drawVenuePage(doc: Doc, venue: VenueDetailView, photo: PackPhoto | null, pageLabel: string): void {
  const { width, margins } = doc.page;
  const left = margins.left;
  const inner = width - margins.left - margins.right;
  const column = (inner - GUTTER) / 2;
  const right = left + column + GUTTER;

  doc
    .font(FONT.bold)
    .fontSize(20)
    .fillColor(COLOURS.ink)
    .text(pdfText(venue.display_name), left, margins.top, { width: inner, lineBreak: false, ellipsis: true });
  const subtitle = [categoryName(venue.primary_category), venue.city_name, ratingText(venue)].join(' · ');
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(COLOURS.muted)
    .text(pdfText(subtitle), left, margins.top + 26, {
      width: inner,
      lineBreak: false,
      ellipsis: true,
    });

  const photoTop = margins.top + 46;
  drawPhoto(doc, photo, left, photoTop, inner, PHOTO_HEIGHT);
  let y = photoTop + PHOTO_HEIGHT + 12;
  if (venue.description_short) {
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(COLOURS.ink)
      .text(pdfText(venue.description_short), left, y, { width: inner, height: 38, ellipsis: true });
    y += 44;
  }

  // Left column: key facts and rates.
  let leftY = heading(doc, 'Key facts', left, y, column);
  leftY = facts(
    doc,
    [
      ['Capacity', `${count(venue.capacity.min)} to ${count(venue.capacity_overall_max)} people`],
      ['Venue size', sizeText(venue)],
      ['Bedrooms', venue.bedrooms_total > 0 ? count(venue.bedrooms_total) : 'None'],
      ['Catering', cateringText(venue)],
      ['Accessibility', accessibilityText(venue)],
      ['AV equipment', equipmentText(venue)],
    ],
    left,
    leftY,
    column,
  );
  leftY = heading(doc, 'Rates (GBP, from)', left, leftY + 6, column);
  table(
    doc,
    [
      { title: 'Rate', width: column * 0.55 },
      { title: 'Price', width: column * 0.45, align: 'right' },
    ],
    [
      ['Per day', gbp(venue.pricing.day_rate)],
      ['Per hour', gbp(venue.pricing.hour_rate)],
      ['Per person', gbp(venue.pricing.person_rate)],
    ],
    left,
    leftY,
  );

  // Right column: capacities, address, transport, contact.
  let rightY = heading(doc, 'Capacity by layout', right, y, column);
  const layouts = layoutRows(venue);
  rightY = layouts.length
    ? table(
        doc,
        [
          { title: 'Layout', width: column * 0.55 },
          { title: 'People', width: column * 0.45, align: 'right' },
        ],
        layouts,
        right,
        rightY,
      )
    : facts(doc, [['Layouts', 'Not listed']], right, rightY, column);
  rightY = heading(doc, 'Address', right, rightY, column);
  rightY = facts(doc, [['', addressLines(venue).join(', ')]], right, rightY, column);
  rightY = heading(doc, 'Nearest transport', right, rightY + 4, column);
  const stations = nearestStations(venue).slice(0, 3);
  rightY = facts(
    doc,
    stations.length
      ? stations.map((s, i) => [i === 0 ? 'Stations' : '', stationText(s)])
      : [['Stations', 'Not listed']],
    right,
    rightY,
    column,
  );
  rightY = heading(doc, 'Contact', right, rightY + 4, column);
  facts(
    doc,
    [
      ['Phone', venue.contact.phone ?? '—'],
      ['E-mail', venue.contact.email ?? '—'],
      ['Website', venue.website ?? '—'],
      ['On Venue Finder', venue.canonical_url],
    ],
    right,
    rightY,
    column,
  );
  footer(doc, `Venue Finder · venue pack · ${venue.display_name} · ${pageLabel}`);
}
