// The last page, landscape: the venues side by side — capacities, rates, rating, transport and
// facilities — one row per venue.
import type { VenueDetailView } from '../venues';
import { type Doc, count, footer, gbp, heading, table } from './pack-drawing';
import { accessibilityText, cateringText, equipmentText, layoutCapacity, nearestStationText } from './pack-venue-facts';

export function drawComparisonPage(doc: Doc, venues: VenueDetailView[], pageLabel: string): void {
  const { width, margins } = doc.page;
  const left = margins.left;
  const inner = width - margins.left - margins.right;
  const share = (fraction: number) => inner * fraction;

  let y = heading(doc, 'At a glance', left, margins.top, inner, 18) + 4;
  y = table(
    doc,
    [
      { title: 'Venue', width: share(0.19) },
      { title: 'City', width: share(0.08) },
      { title: 'Up to', width: share(0.07), align: 'right' },
      { title: 'Theatre', width: share(0.065), align: 'right' },
      { title: 'Banquet', width: share(0.065), align: 'right' },
      { title: 'Cabaret', width: share(0.065), align: 'right' },
      { title: 'Per day', width: share(0.08), align: 'right' },
      { title: 'Per hour', width: share(0.075), align: 'right' },
      { title: 'Per person', width: share(0.075), align: 'right' },
      { title: 'Rating', width: share(0.055), align: 'right' },
      { title: 'Nearest station', width: share(0.18) },
    ],
    venues.map((v) => [
      v.display_name,
      v.city_name,
      count(v.capacity_overall_max),
      layoutCapacity(v, 'theatre'),
      layoutCapacity(v, 'banquet'),
      layoutCapacity(v, 'cabaret'),
      gbp(v.pricing.day_rate),
      gbp(v.pricing.hour_rate),
      gbp(v.pricing.person_rate),
      v.rating === null ? '—' : v.rating.toFixed(1),
      nearestStationText(v),
    ]),
    left,
    y,
    18,
  );

  y = heading(doc, 'Facilities', left, y + 8, inner, 14);
  table(
    doc,
    [
      { title: 'Venue', width: share(0.19) },
      { title: 'Accessibility', width: share(0.25) },
      { title: 'Catering', width: share(0.17) },
      { title: 'Bedrooms', width: share(0.07), align: 'right' },
      { title: 'AV equipment', width: share(0.32) },
    ],
    venues.map((v) => [
      v.display_name,
      accessibilityText(v),
      cateringText(v),
      v.bedrooms_total > 0 ? count(v.bedrooms_total) : '—',
      equipmentText(v),
    ]),
    left,
    y,
    18,
  );
  footer(doc, `Venue Finder · venue pack · rates are starting prices in GBP; confirm with the venues · ${pageLabel}`);
}
