// What both engines do with the words of a planner's query before matching them.

/**
 * Words that say nothing about which venue is meant ("conference venues in Leeds for 80",
 * "hotel near Kings Cross"): both engines leave them out of matching, so a query is not answered
 * with nothing because no venue's text says "near". A query of only these words is no text query.
 */
export const QUERY_STOP_WORDS = [
  'a',
  'an',
  'the',
  'in',
  'at',
  'near',
  'nearby',
  'around',
  'for',
  'with',
  'of',
  'to',
  'on',
  'by',
  'from',
  'and',
  'venue',
  'venues',
] as const;

const STOP = new Set<string>(QUERY_STOP_WORDS);

/**
 * The query without its stop words, as the PostgreSQL engine matches it. A query with a quoted
 * phrase is left as written (the planner asked for those words in that order).
 */
export function withoutStopWords(query: string): string {
  if (query.includes('"')) return query.trim();
  return query
    .split(/\s+/)
    .filter((word) => word && !STOP.has(word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')))
    .join(' ');
}
