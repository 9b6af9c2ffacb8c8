// Search by date (issue #48) in `npm run bench:search`: calendars for a share of the seeded venues,
// the rows that search by date beside their undated twins (search-scenarios.ts), what a date costs
// each search, and the freshness of a calendar change (a day marked → left out of that day's search).
import { setTimeout as sleep } from 'node:timers/promises';
import { Clock, VenueWriter } from '@venue-finder/core';
import type { DataSource } from 'typeorm';
import {
  lastFreshnessDay,
  markFreshnessDay,
  seedBenchCalendars,
  venuesKeepingCalendars,
} from './bench-calendars.repository';
import { percentile } from './load-generator';

/** Share of venues whose owners keep a calendar in the benchmark, each with 1-6 ranges of 1-5 days in the coming year. */
export const CALENDAR_SHARE = 0.4;

/**
 * Calendars for a share of the published venues, as owners mark them (deterministic: seeded
 * random). Run before the index is built, so the documents carry them; a generated size copies them.
 */
export async function seedCalendars(dataSource: DataSource): Promise<number> {
  return seedBenchCalendars(dataSource, CALENDAR_SHARE);
}

/** Searches by date beside their undated twins (search-scenarios.ts), 4 clients each. */
export const DATE_ROWS: [string, number][] = [
  ['faceted*', 4],
  ['faceted+date', 4],
  ['words*', 4],
  ['words+date', 4],
];

/** What a date costs each search, p99 with the date over p99 of its twin without: "faceted 1.05×". */
export function dateCosts(rows: { size: number; scenario: string; summary: { p99: number } }[], size: number): string {
  const p99 = (name: string) => rows.find((r) => r.size === size && r.scenario === name)?.summary.p99;
  return ['faceted', 'words']
    .flatMap((name) => {
      const [dated, undated] = [p99(`${name}+date`), p99(`${name}*`)];
      return dated && undated ? [`${name} ${(dated / undated).toFixed(2)}×`] : [];
    })
    .join(', ');
}

/**
 * Marks a day unavailable for a venue that keeps a calendar, as the calendar's service does (the
 * row and the outbox message in one transaction), then polls a search for that day until the
 * venue is left out: commit → searchable.
 */
export async function measureCalendarFreshness(dataSource: DataSource, base: string, samples: number) {
  const clock = new Clock();
  const writer = new VenueWriter(dataSource, clock);
  const venues = await venuesKeepingCalendars(dataSource, samples);
  // Days no earlier measure marked (a generated size measures again on the same database): 400
  // days ahead at first, then after the last one marked, each sample a day of its own.
  const last = await lastFreshnessDay(dataSource.manager);
  const first = last ? Date.parse(`${last}T00:00:00Z`) + 86_400_000 : clock.now().getTime() + 400 * 86_400_000;
  const times: number[] = [];
  for (const [i, venue] of venues.entries()) {
    const day = new Date(first + i * 86_400_000).toISOString().slice(0, 10);
    const search = `${base}/api/v2/venues?q=${encodeURIComponent(venue.name)}&city=${venue.city}&date=${day}&pageSize=100&with_facets=false`;
    // How often the venue is listed: a generated size's copies keep their original's card, id
    // included, and their own copy of its calendar, so the marked day leaves one listing fewer.
    const listings = async () => {
      const body = (await (await fetch(search)).json()) as { total: number; items: { id: string }[] };
      return { total: body.total, listed: body.items.filter((item) => item.id === venue.id).length };
    };
    const before = await listings();
    // A venue its own name does not find, or finds among more than a page, tells nothing: left out.
    if (before.listed === 0 || before.total > 100) continue;
    const stillListed = async () => (await listings()).listed === before.listed;
    const committed = performance.now();
    await dataSource.transaction(async (tx) => {
      await markFreshnessDay(tx, venue.id, day, clock.now());
      await writer.reindex(venue.id, 'bench', tx);
    });
    while (await stillListed()) {
      if (performance.now() - committed > 30_000) throw new Error('A calendar change was not searchable within 30 s');
      await sleep(5);
    }
    times.push(performance.now() - committed);
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), samples: sorted.length };
}
