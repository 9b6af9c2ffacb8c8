// `npm run bench:relevance`: how well free text finds what planners mean. Seeds the deterministic
// demo data on a throwaway embedded PostgreSQL, indexes it (enrichment included) into the
// PostgreSQL engine — and into Meilisearch too when MEILI_URL is set — then asks each engine the
// judged queries of bench/relevance-judgements.ts and scores the top 10 of each (recall@10,
// nDCG@10, answers that must not be there). Writes the figures to BENCHMARKS.md.
// Options: --size 12000.
import { PostgresSearchEngine, type SearchEngine, Venue } from '@venue-finder/core';
import { MeilisearchSearchEngine, readSearchEngineChoice } from '@venue-finder/meili';
import { indexWithProgress, startBenchDatabase } from '../bench/bench-database';
import { everyVenue, vacuumAnalyze } from '../bench/bench.repository';
import { option, runCommand } from '../bench/bench-processes';
import { machineLine, writeBenchmarkSection } from '../bench/benchmarks-file';
import { JUDGEMENTS } from '../bench/relevance-judgements';
import { CUTOFF, type QueryScore, mean, scoreRanking } from '../bench/relevance-metrics';

interface EngineScores {
  engine: string;
  scores: (QueryScore & { query: string; means: string; relevant: number; total: number })[];
}

async function score(name: string, engine: SearchEngine, venues: Venue[]): Promise<EngineScores> {
  const byId = new Map(venues.map((venue) => [venue.id, venue]));
  const published = venues.filter((venue) => venue.status === 'published');
  const scores = [];
  for (const judgement of JUDGEMENTS) {
    const relevantCount = published.filter(judgement.relevant).length;
    const { items, total } = await engine.search({
      q: judgement.query,
      page: 1,
      pageSize: CUTOFF,
      sort: 'relevance',
      withFacets: false,
    });
    const is = (test: ((venue: Venue) => boolean) | undefined) => (id: string) => {
      const venue = byId.get(id);
      return !!venue && !!test?.(venue);
    };
    scores.push({
      query: judgement.query,
      means: judgement.means,
      relevant: relevantCount,
      total,
      ...scoreRanking(
        items.map((item) => item.id),
        is(judgement.relevant),
        relevantCount,
        is(judgement.mustNot),
      ),
    });
  }
  const summary = `recall@10 ${mean(scores.map((s) => s.recall)).toFixed(3)}, nDCG@10 ${mean(scores.map((s) => s.ndcg)).toFixed(3)}`;
  console.log(`${name}: ${summary}`);
  return { engine: name, scores };
}

function report(size: number, results: EngineScores[]): string {
  const pct = (n: number) => `${Math.round(n * 100)}%`;
  const engines = results.map((r) => r.engine);
  const rows = JUDGEMENTS.map((judgement, i) => {
    const cells = results.map((r) => {
      const s = r.scores[i]!;
      return `${pct(s.recall)} / ${s.ndcg.toFixed(2)}${s.wrong ? ` / ${s.wrong} wrong` : ''} (${s.total.toLocaleString('en-GB')} found)`;
    });
    return `| \`${judgement.query}\` | ${judgement.means} | ${results[0]!.scores[i]!.relevant.toLocaleString('en-GB')} | ${cells.join(' | ')} |`;
  });
  const means = results.map(
    (r) => `${mean(r.scores.map((s) => s.recall)).toFixed(3)} / ${mean(r.scores.map((s) => s.ndcg)).toFixed(3)}`,
  );
  return `## Free-text relevance

Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()} with \`npm run bench:relevance\`:
${size.toLocaleString('en-GB')} demo venues, ${JUDGEMENTS.length} judged planner queries (\`ops/src/bench/relevance-judgements.ts\`;
relevance judged by each venue's facts). Per engine: recall@10 (relevant answers in the top 10, out of
the most there could be) / nDCG@10, answers that must not be there, and how many the query found.
${engines.includes('meilisearch') ? '' : 'Meilisearch was not measured (set MEILI_URL to include it).\n'}
| query | means | relevant | ${engines.join(' | ')} |
|---|---|---:|${engines.map(() => '---').join('|')}|
${rows.join('\n')}
| **mean** | | | ${means.map((m) => `**${m}**`).join(' | ')} |
`;
}

async function main(): Promise<void> {
  const size = Number(option('size', '12000'));
  if (!Number.isInteger(size) || size < 100) throw new Error('Usage: npm run bench:relevance -- [--size 12000]');
  const bench = await startBenchDatabase(size);
  const { dataSource } = bench;
  try {
    const engines: [string, SearchEngine][] = [['PostgreSQL', new PostgresSearchEngine(dataSource)]];
    const meili = readSearchEngineChoice().meilisearch;
    if (meili) engines.push(['meilisearch', await MeilisearchSearchEngine.create(meili)]);
    for (const [name, engine] of engines) {
      await indexWithProgress(dataSource, engine, bench.seeded.published, `Indexing (${name})`);
    }
    await vacuumAnalyze(dataSource);
    const venues = await everyVenue(dataSource);
    const results: EngineScores[] = [];
    for (const [name, engine] of engines) results.push(await score(name, engine, venues));
    await writeBenchmarkSection('bench:relevance', report(size, results));
  } finally {
    await bench.cleanUp();
  }
}

runCommand(main);
