// What both engines do with the words of a planner's query before matching them: the relevance
// rules, written once. The PostgreSQL engine follows them in SQL (postgres-search-filter.ts and
// the vocabulary in postgres-search-engine.ts); the Meilisearch adapter states them in its index
// settings (typo sizes, synonyms, stop words) and drops words the same way (fewerTerms).
//
//  1. Words: the query is lower-cased, accents and punctuation go, and stop words are left out.
//     A venue's text is indexed the same way, and a word written with an apostrophe also as one
//     word ("L'Étoile" is "l etoile" and "letoile"; "Lincoln's" "lincoln s" and "lincolns"), so
//     a planner who leaves accents, apostrophes and ampersands out still finds it (documentWords).
//     The type-ahead compares names by nameKey: apostrophes joined, "&" and "and" left out.
//  2. Synonyms: a word (or two, "audio visual") of a group matches any word of the group.
//  3. Typos: each word forgives one typo from 5 letters and two from 9 (Damerau-Levenshtein:
//     a swap of two letters is one typo; a typo on the first letter counts as two); none on
//     numbers. A word a typo spells brings its synonyms ("confrence": conferencing too). The
//     last word also matches as the start of a word (prefix), unless the query
//     ends with a space.
//  3b. Words split and joined: a word also matches as two or more words of the vocabulary
//     ("boardroom" as "board room", "maryleboneloft" as "marylebone loft"), and two neighbouring
//     words as the one word they make ("board room" as "boardroom", "mary lebone" as
//     "marylebone"); such a match ranks after the words as typed (ResidentIndex.resolve).
//  4. Matching: every word must match. When nothing matches, the filler words are dropped
//     ("looking", "need", QUERY_FILLER_WORDS), then the rarest word, one at a time, until
//     something does (or one word is left): "hotel kings cross zzz" and "zzz hotel kings cross"
//     find King's Cross hotels (fewerTerms).
//  5. Ranking, best first: fewer typos, then by the attribute the words are found in
//     (RANKED_ATTRIBUTES: a city the query names, the name, the place — city, area, address,
//     postcode —, the categories and facilities, the description), then exactness (a name that
//     is the query's words and no more); then the listing's quality. Proximity is the
//     attribute's: words found together in the name rank above words spread over attributes.

import { normaliseText } from '@venue-finder/contract';

const APOSTROPHES = /['\u2019\u02bc]/gu;
const APOSTROPHE_WORD = /[\p{L}\p{N}]+(?:['\u2019\u02bc][\p{L}\p{N}]+)+/gu;

/**
 * A venue's text as both engines index it (rule 1): normalised, and each word written with an
 * apostrophe also as one word, so "letoile" finds "L'Étoile" as "etoile" and "l'etoile" do.
 */
export function documentWords(text: string): string {
  return [normaliseText(text), ...apostropheJoins(text)].filter(Boolean).join(' ');
}

/** The words of the text written with an apostrophe, each as one word: "L'Étoile" → "letoile". */
export function apostropheJoins(text: string): string[] {
  return [...text.matchAll(APOSTROPHE_WORD)].map((match) => normaliseText(match[0].replace(APOSTROPHES, '')));
}

/**
 * A name (or what is typed of one) as the type-ahead compares it (rule 1): normalised with
 * apostrophes joined, "&" and "and" left out: "Smith & Wollensky" and "smith and woll" are
 * "smith wollensky" and "smith woll"; "Lincoln's Inn" and "lincolns inn" both "lincolns inn".
 */
export function nameKey(text: string): string {
  return normaliseText(text.replace(APOSTROPHES, ''))
    .split(' ')
    .filter((word) => word && word !== 'and')
    .join(' ');
}

/**
 * The word-starts of a name the type-ahead matches the typed text against, in order: the whole
 * name's key, then from each later word ("the grand exchange", "grand exchange", "exchange"),
 * then from the part after each apostrophe ("L'Étoile Rooms": "etoile rooms").
 */
export function nameSuffixes(name: string): string[] {
  const words = nameKey(name).split(' ').filter(Boolean);
  const suffixes = words.map((_, i) => words.slice(i).join(' '));
  for (const match of name.matchAll(APOSTROPHE_WORD)) {
    const parts = normaliseText(match[0]).split(' ');
    const after = nameKey(parts.slice(1).join(' ') + ' ' + name.slice(match.index + match[0].length));
    if (after && !suffixes.includes(after)) suffixes.push(after);
  }
  return suffixes;
}

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

/**
 * Words and phrases a planner uses interchangeably: each member of a group matches the others.
 * A member of several words matches those words anywhere in the venue's text. Kept narrow: a
 * group with a word most venues have ("banquet" and "boardroom" are layouts nearly every venue
 * offers) would make each of its words match nearly every venue.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['conference', 'conferencing'],
  ['hotel', 'hotels', 'inn'],
  ['dinner', 'dining'],
  ['workshop', 'training', 'course'],
  ['party', 'celebration'],
  ['pub', 'bar', 'tavern'],
  ['wedding', 'ceremony'],
  ['offsite', 'away day', 'awayday'],
  ['av', 'audio visual', 'audiovisual'],
  ['wheelchair', 'disabled access'],
  ['kings cross', "king's cross"],
  ['wifi', 'wi fi', 'internet'],
];

/**
 * Where a query's words are found, best first (rule 5): the order of Meilisearch's searchable
 * attributes (its `attribute` rule) and of the PostgreSQL engine's ranks (resident-index.ts).
 * `city`: the venue is in a city the query names; `place`: its city, area, address and
 * postcode; `features`: its categories, styles, spaces, facilities, equipment, accessibility
 * and bedroom facts, chain and nearby stations (SearchDocument.search_text); `description`:
 * its short description.
 */
export const RANKED_ATTRIBUTES = ['city', 'name', 'place', 'features', 'description'] as const;
export type RankedAttribute = (typeof RANKED_ATTRIBUTES)[number];

/**
 * What breaks ties between venues whose words are found in the same attributes: Meilisearch's
 * rules after `attribute`, in order. The PostgreSQL engine keeps no word positions, so its
 * proximity is the attribute's (words found together in one attribute rank above words spread
 * over several) and its exactness a name that is the query's words and no more.
 */
export const RANKING_TIE_BREAKS = ['proximity', 'exactness'] as const;

/** Meilisearch's default word sizes for typos, which the PostgreSQL engine follows too. */
export const TYPO_WORD_SIZES = { oneTypo: 5, twoTypos: 9 } as const;

/** One word of the query (or two, for a synonym of two words), with what it may match. */
export interface QueryTerm {
  /** As the planner typed it, normalised: 'kings cross'. */
  text: string;
  /** Other ways to say it, each a list of words all of which must match: [['king', 's', 'cross']]. */
  synonyms: string[][];
  /** Typos forgiven (0 for numbers, short words and synonyms of two words). */
  typos: 0 | 1 | 2;
  /** The last word of a query still being typed also matches the start of a longer word. */
  prefix: boolean;
}

const STOP = new Set<string>(QUERY_STOP_WORDS);

export function typoBudget(word: string): 0 | 1 | 2 {
  if (/\p{N}/u.test(word)) return 0;
  const letters = [...word].length;
  return letters >= TYPO_WORD_SIZES.twoTypos ? 2 : letters >= TYPO_WORD_SIZES.oneTypo ? 1 : 0;
}

/** Each member of a group, by its words joined with a space, and the group's other members. */
const SYNONYMS = new Map<string, string[][]>();
for (const group of SYNONYM_GROUPS) {
  const members = group.map(normaliseText);
  for (const member of members) {
    const others = members.filter((other) => other !== member).map((other) => other.split(' '));
    SYNONYMS.set(member, [...(SYNONYMS.get(member) ?? []), ...others]);
  }
}
/** The other members of the synonym groups a word (or words, space-separated) belongs to, each as its words. */
export function synonymsOf(text: string): string[][] {
  return SYNONYMS.get(text) ?? [];
}
const LONGEST_SYNONYM = Math.max(...[...SYNONYMS.keys()].map((key) => key.split(' ').length));

/**
 * The terms of a query, in order, after the rules above: `queryTerms('Hotel near Kings Cross')`
 * is `hotel`, then `kings cross` (a synonym of `king s cross`), the last one a prefix. A query
 * of only stop words has no terms.
 */
export function queryTerms(query: string): QueryTerm[] {
  const words = normaliseText(query)
    .split(' ')
    .filter((word) => word && !STOP.has(word));
  const stillTyping = !/\s$/.test(query);
  const terms: QueryTerm[] = [];
  for (let i = 0; i < words.length;) {
    let length = Math.min(LONGEST_SYNONYM, words.length - i);
    while (length > 1 && !SYNONYMS.has(words.slice(i, i + length).join(' '))) length--;
    const text = words.slice(i, i + length).join(' ');
    i += length;
    terms.push({
      text,
      synonyms: SYNONYMS.get(text) ?? [],
      typos: length === 1 ? typoBudget(text) : 0,
      prefix: stillTyping && i === words.length && length === 1,
    });
  }
  return terms;
}

/**
 * Words a planner wraps a query in ("looking for a", "we need somewhere"), beyond the stop words:
 * they match as typed, but are the first dropped when the whole query finds nothing (rule 4).
 */
export const QUERY_FILLER_WORDS = [
  'looking',
  'look',
  'need',
  'needs',
  'needed',
  'want',
  'wanted',
  'find',
  'finding',
  'search',
  'searching',
  'somewhere',
  'something',
  'please',
  'i',
  'im',
  'we',
  'us',
  'our',
  'me',
  'my',
  'some',
  'any',
  'good',
  'nice',
  'great',
  'best',
  'suitable',
  'ideal',
  'would',
  'like',
  'could',
  'can',
] as const;
const FILLER = new Set<string>(QUERY_FILLER_WORDS);

/**
 * The queries to try when all terms find nothing (rule 4), in order, each with at least one term:
 * without the filler words, then without the rarest term left, one at a time — the term that
 * alone finds the fewest venues (`venuesWithEach`: how many each of the terms finds alone, within
 * the search's filters; a later term first among equals), so a word no venue has goes first. An
 * engine tries them until one finds venues.
 */
export async function fewerTerms<T extends QueryTerm>(
  terms: readonly T[],
  venuesWithEach: (terms: T[]) => Promise<number[]>,
): Promise<T[][]> {
  const attempts: T[][] = [];
  let left = [...terms];
  const substance = left.filter((term) => !FILLER.has(term.text));
  if (substance.length > 0 && substance.length < left.length) attempts.push((left = substance));
  const found = left.length > 1 ? await venuesWithEach(left) : [];
  const counts = new Map(left.map((term, i) => [term, found[i]!]));
  while (left.length > 1) {
    let rarest = left.length - 1;
    for (let i = left.length - 2; i >= 0; i--) if (counts.get(left[i]!)! < counts.get(left[rarest]!)!) rarest = i;
    left = left.filter((_, i) => i !== rarest);
    attempts.push(left);
  }
  return attempts;
}

/**
 * Every word one swap of neighbouring letters away: the typo fuzzystrmatch's Levenshtein counts
 * as two, Damerau-Levenshtein (and so Meilisearch) as one.
 */
export function swappedNeighbours(word: string): string[] {
  const letters = [...word];
  const swapped = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const copy = [...letters];
    [copy[i], copy[i + 1]] = [copy[i + 1]!, copy[i]!];
    swapped.add(copy.join(''));
  }
  return [...swapped];
}
