// The PostgreSQL engine's search index, resident in each process that searches. The tables stay
// the index of record (the indexer writes them, in transactions); a ResidentIndex is a copy
// kept column by column for answering: each venue an ordinal, its filter values in arrays, its
// facet bits end to end, its words as posting lists (word → ordinals), and the vocabulary
// sorted for typos and completions. A search then touches only the matching venues' numbers —
// no query to plan, no row to decode: 2-6 ms with the generation check and the page's cards,
// where the same search in SQL took 20-30 ms for a common word at 12,000 venues (BENCHMARKS.md).
// resident-index-sync.ts keeps it in step with the tables. Its parts have modules of their own:
// ordinal-lists.ts (posting lists, the first few of many), sorted-words.ts, edit-distance.ts
// (typos) and earthdistance.ts (radius searches as the SQL measured them).
//
// It follows the relevance rules of query-words.ts exactly as the SQL did, which the contract
// suite (search-engine.contract.ts) holds both engines to.
import { chordLength, earthPoint, kmToChord } from './earthdistance';
import { editDistanceWithin, nearestStart } from './edit-distance';
import { FACET_LAYOUT, type FacetLayout } from './facet-bits';
import { GeoCells } from './geo-cells';
import {
  type Compare,
  EMPTY_LIST,
  OrdinalList,
  ScratchArrays,
  best,
  firstAtLeastFrom,
  nullsLast,
  ordinalsWhere,
} from './ordinal-lists';
import {
  type QueryTerm,
  type RankedAttribute,
  RANKED_ATTRIBUTES,
  swappedNeighbours,
  synonymsOf,
  typoBudget,
} from './query-words';
import { type VenueSearchFilters, type VenueSearchQuery, disjunctiveFacets, searchDayNumbers } from './search-engine';
import { SortedWords, byCodeUnits, firstAbove, firstAtLeast } from './sorted-words';
import {
  type BudgetUnit,
  type FacetName,
  type Facets,
  type ListFacet,
  LIST_FACETS,
  LIST_FACET_NAMES,
  SORT_VALUES,
  type SortValue,
  type VenueAvailability,
  capacityBucket,
} from '@venue-finder/contract';

/** A search document as the resident index keeps it; a number the venue lacks is null. */
export interface ResidentDocument {
  id: string;
  quality: number;
  rating: number | null;
  capacityMin: number;
  capacityMax: number;
  capacityTheatre: number | null;
  capacityCabaret: number | null;
  capacityStanding: number | null;
  bedroomsTotal: number | null;
  /** Microseconds since the epoch: the order of the stored timestamps, exactly. */
  updatedAt: number;
  dayRatePence: number | null;
  hourRatePence: number | null;
  personRatePence: number | null;
  lat: number | null;
  lng: number | null;
  city: string;
  facetBits: Uint8Array;
  /** The owner keeps the availability calendar; the days (dayNumber) it is taken, ascending. */
  keepsCalendar: boolean;
  takenDays: readonly number[];
  /**
   * The venue's words as the index stems them (lexemes): all of them, the name's, the place's,
   * the categories' and facilities' (SearchDocument.search_text; the description is only in all).
   */
  words: readonly string[];
  nameWords: readonly string[];
  placeWords: readonly string[];
  featureWords: readonly string[];
}

/**
 * A term of the query with every word list it may match (each list's words all in the venue's
 * text), as typed or spelt from the vocabulary: its own words and, for the last term of a query
 * still being typed, the words it starts; its synonyms; the words one or two typos away.
 */
export interface ResolvedTerm {
  own: string[][];
  synonyms: string[][];
  typos: string[][];
  /** The term as typed, matched as the start of a word. */
  prefix?: string;
}

/** A resolved term in the index's lexemes (stop words gone), and the cities it names. */
export interface LexemeTerm {
  own: string[][];
  synonyms: string[][];
  typos: string[][];
  /** Matched as the start of a lexeme. */
  prefix?: string;
  /** Cities the term names (or misspells): their venues rank first. */
  cities: string[];
  /** Places the term begins the name of ("liverpool street"): venues near them rank first, as a city's do. */
  places: { lat: number; lng: number }[];
}

/** One venue of a page: its id and, near a point, the straight-line distance in metres. */
export interface ResidentHit {
  id: string;
  chord: number | null;
  /** Only in a search by date: whether the venue is known to be free (VenueSearchFilters.dates). */
  availability?: VenueAvailability;
}

export interface ResidentResult {
  hits: ResidentHit[];
  total: number;
  facets?: Facets;
}

/** Terms kept resolved (a bound on memory, far above the distinct words planners type in a while). */
const RESOLVED_KEPT = 10_000;

/** The shortest word a query word is split into (rule 3b): shorter pieces make words of chance. */
const SPLIT_PIECE = 3;
/** The most words one typed word is split into. */
const SPLIT_PIECES = 4;

/** How near a place named in the query a venue must be to rank as if in a city named. */
const PLACE_KM = 2;

/** Completions a prefix term matches, shortest first. */
const COMPLETIONS = 30;

const RATE: Record<BudgetUnit, 'dayRatePence' | 'hourRatePence' | 'personRatePence'> = {
  day: 'dayRatePence',
  hour: 'hourRatePence',
  person: 'personRatePence',
};

/**
 * The ranks of text relevance (rule 5 of query-words.ts): the words as typed, then the attributes
 * they are found in, in the order of RANKED_ATTRIBUTES (each term counted once per attribute, so
 * each attribute outweighs any number of terms up to nine in the next), then exactness. A word
 * found only in the description is found in the venue's words alone: the description ranks 0.
 */
const ATTRIBUTE_RANK = Object.fromEntries(
  RANKED_ATTRIBUTES.map((attribute, i) => [attribute, 10 ** (RANKED_ATTRIBUTES.length - i)]),
) as Record<RankedAttribute, number>;
const RANK = { asTyped: 10 * ATTRIBUTE_RANK[RANKED_ATTRIBUTES[0]], ...ATTRIBUTE_RANK, description: 0, exact: 1 };

const WORD = /^[\p{L}\p{N}]+$/u;

export class ResidentIndex {
  // Columns by ordinal. An ordinal is never reused: a venue written again gets a new one and
  // its old one is dead (the sync reads the copy whole when a quarter, and a thousand, are).
  private readonly ids: string[] = [];
  private readonly alive: boolean[] = [];
  private readonly quality: number[] = [];
  /** How many words (lexemes) each venue's name has: a name of no more words than the query's is exact. */
  private readonly nameLength: number[] = [];
  private readonly rating: number[] = [];
  private readonly capacityMin: number[] = [];
  private readonly capacityMax: number[] = [];
  private readonly capacityTheatre: number[] = [];
  private readonly capacityCabaret: number[] = [];
  private readonly capacityStanding: number[] = [];
  private readonly bedroomsTotal: number[] = [];
  private readonly updatedAt: number[] = [];
  private readonly dayRatePence: number[] = [];
  private readonly hourRatePence: number[] = [];
  private readonly personRatePence: number[] = [];
  /** Each venue's city as a number (cityCodes): comparing numbers, not strings, in every filter pass. */
  private readonly city: number[] = [];
  private readonly cityCodes = new Map<string, number>();
  /** The point on the earth's surface (ll_to_earth's x, y, z), NaN without one. */
  private readonly x: number[] = [];
  private readonly y: number[] = [];
  private readonly z: number[] = [];
  /** The venues by where they are (geo-cells.ts): a radius search tests only those near. */
  private readonly cells = new GeoCells();
  private readonly keepsCalendar: boolean[] = [];
  /** The venues taken on each day (dayNumber): a search by date leaves out those of its days. */
  private readonly takenOn = new Map<number, OrdinalList>();
  private bits: Uint8Array;
  private readonly ordinalOf = new Map<string, number>();
  /** The venues with each facet bit: where a filter by one value starts, rather than at every venue. */
  private readonly facetPostings: OrdinalList[];
  private readonly postings = {
    words: new Map<string, OrdinalList>(),
    name: new Map<string, OrdinalList>(),
    place: new Map<string, OrdinalList>(),
    features: new Map<string, OrdinalList>(),
  };
  /** The words' lexemes, sorted: the words a prefix starts are a run of it. */
  private readonly lexicon = new SortedWords();
  private readonly vocabulary = new Set<string>();
  private readonly vocabularyByLength = new Map<number, string[]>();
  private readonly vocabularyByFirstLetter = new Map<string, string[]>();
  private readonly sortedVocabulary = new SortedWords();
  /** Terms resolved since the vocabulary last grew: the same words are asked for again and again. */
  private readonly resolved = new Map<string, ResolvedTerm>();
  /** Type-ahead words spelt since the vocabulary last grew. */
  private readonly spelt = new Map<string, string | null>();
  /** Each sort's order of the live venues and their positions in it (positions()). */
  private readonly orders = new Map<
    SortValue,
    { order: Int32Array; positions: Int32Array; upTo: number; dead: number }
  >();
  private dead = 0;
  /** Each facet bit's count among every live venue, as of `upTo` ordinals and `dead` dead (liveCounts()). */
  private live: { counts: Int32Array; upTo: number; dead: number } | null = null;
  /** The venue-sized arrays each search borrows (ordinal-lists.ts): none made per search. */
  private readonly scratch = new ScratchArrays();
  /**
   * The last stamp given out (addRank's `seen`): stamps grow across searches, so the borrowed
   * `seen` array needs no clearing; it is cleared when they would overflow.
   */
  private stamp = 0;

  /** `layout`: the facet-bit layout the documents' facet bits are written in (the stored index's). */
  constructor(readonly layout: FacetLayout = FACET_LAYOUT) {
    this.bits = new Uint8Array(1024 * layout.bytes);
    this.facetPostings = layout.bits.map(() => new OrdinalList());
  }

  get size(): number {
    return this.ordinalOf.size;
  }

  /** Ordinals of venues written again or removed, not yet reclaimed by a reload. */
  get deadCount(): number {
    return this.dead;
  }

  /** Removes venues (absent ids ignored), then writes documents (replacing the same ids'). */
  apply(documents: readonly ResidentDocument[], removedIds: readonly string[] = []): void {
    for (const id of removedIds) this.kill(id);
    for (const doc of documents) {
      this.kill(doc.id);
      const o = this.ids.length;
      this.ordinalOf.set(doc.id, o);
      this.ids.push(doc.id);
      this.alive.push(true);
      this.quality.push(doc.quality);
      this.nameLength.push(doc.nameWords.length);
      this.rating.push(doc.rating ?? NaN);
      this.capacityMin.push(doc.capacityMin);
      this.capacityMax.push(doc.capacityMax);
      this.capacityTheatre.push(doc.capacityTheatre ?? NaN);
      this.capacityCabaret.push(doc.capacityCabaret ?? NaN);
      this.capacityStanding.push(doc.capacityStanding ?? NaN);
      this.bedroomsTotal.push(doc.bedroomsTotal ?? NaN);
      this.updatedAt.push(doc.updatedAt);
      this.dayRatePence.push(doc.dayRatePence ?? NaN);
      this.hourRatePence.push(doc.hourRatePence ?? NaN);
      this.personRatePence.push(doc.personRatePence ?? NaN);
      this.city.push(this.cityCode(doc.city));
      this.keepsCalendar.push(doc.keepsCalendar);
      for (const day of doc.takenDays) {
        const list = this.takenOn.get(day);
        if (list) list.add(o);
        else this.takenOn.set(day, new OrdinalList(o));
      }
      const [x, y, z] = doc.lat === null || doc.lng === null ? [NaN, NaN, NaN] : earthPoint(doc.lat, doc.lng);
      this.x.push(x);
      this.y.push(y);
      this.z.push(z);
      const stride = this.layout.bytes;
      if ((o + 1) * stride > this.bits.length) {
        const grown = new Uint8Array(this.bits.length * 2);
        grown.set(this.bits);
        this.bits = grown;
      }
      this.bits.set(doc.facetBits.subarray(0, stride), o * stride);
      for (let bit = 0; bit < this.facetPostings.length; bit++) {
        if (doc.facetBits[bit >> 3]! & (1 << (bit & 7))) this.facetPostings[bit]!.add(o);
      }
      this.post(this.postings.words, doc.words, o, true);
      this.post(this.postings.name, doc.nameWords, o, false);
      this.post(this.postings.place, doc.placeWords, o, false);
      this.post(this.postings.features, doc.featureWords, o, false);
    }
  }

  /**
   * Gives back the room the posting lists keep for more, and sorts the venues in every sort's
   * order: for after a whole load, before the copy answers. Sorted by the first search that asked
   * for it instead, each order held that search (and the event loop) for 0.4-2 s at 300,000
   * venues; after a write, the next search merges in only the venues written.
   */
  trim(): void {
    for (const postings of Object.values(this.postings)) for (const list of postings.values()) list.trim();
    for (const list of this.facetPostings) list.trim();
    for (const list of this.takenOn.values()) list.trim();
    for (const sort of SORT_VALUES) this.positions(sort);
  }

  /** Adds words to the vocabulary typos and completions are found in (query-words.ts, rule 3). */
  addVocabulary(words: readonly string[]): void {
    for (const word of words) {
      if (this.vocabulary.has(word)) continue;
      this.vocabulary.add(word);
      listIn(this.vocabularyByLength, word.length).push(word);
      listIn(this.vocabularyByFirstLetter, word[0]!).push(word);
      this.sortedVocabulary.add(word);
      this.resolved.clear();
      this.spelt.clear();
    }
  }

  /** Removes words pruned from the vocabulary (no venue holds them any more); absent words ignored. */
  removeVocabulary(words: readonly string[]): void {
    const gone = new Set(words.filter((word) => this.vocabulary.delete(word)));
    if (gone.size === 0) return;
    const keep = (word: string) => !gone.has(word);
    for (const length of new Set([...gone].map((word) => word.length))) {
      this.vocabularyByLength.set(length, listIn(this.vocabularyByLength, length).filter(keep));
    }
    for (const letter of new Set([...gone].map((word) => word[0]!))) {
      this.vocabularyByFirstLetter.set(letter, listIn(this.vocabularyByFirstLetter, letter).filter(keep));
    }
    this.sortedVocabulary.remove(gone);
    this.resolved.clear();
    this.spelt.clear();
  }

  /**
   * Each term's word lists: its own and its synonyms', its typos' (the vocabulary's words within
   * its typo budget, the first letter's typo counting two, a swap of neighbours one) and, for a
   * prefix term, up to COMPLETIONS words it starts, shortest first.
   */
  resolve(terms: readonly QueryTerm[]): ResolvedTerm[] {
    const resolved = terms.map((term) => {
      const key = `${term.text}|${term.typos}|${term.prefix}`;
      let known = this.resolved.get(key);
      if (!known) {
        if (this.resolved.size >= RESOLVED_KEPT) this.resolved.clear();
        known = this.resolveTerm(term);
        this.resolved.set(key, known);
      }
      return known;
    });
    // Two neighbouring words also match as the one word they make ("board room", "boardroom"):
    // a venue with that word meets both terms (query-words.ts, rule 3b), ranked as a typo is.
    return resolved.map((term, i) => {
      const joined = [terms[i - 1], terms[i + 1]].flatMap((other, side) => {
        if (!other || other.text.includes(' ') || terms[i]!.text.includes(' ')) return [];
        const word = side === 0 ? other.text + terms[i]!.text : terms[i]!.text + other.text;
        return this.vocabulary.has(word) ? [[word]] : [];
      });
      return joined.length === 0 ? term : { ...term, typos: [...term.typos, ...joined] };
    });
  }

  /**
   * A word of no venue as the fewest words of the vocabulary it runs together, each of
   * SPLIT_PIECE letters or more ("maryleboneloft": marylebone loft); null when there are none.
   */
  split(word: string): string[] | null {
    const fewest: (string[] | null)[] = [[]];
    for (let end = 1; end <= word.length; end++) {
      fewest[end] = null;
      for (let start = Math.max(0, end - 40); start <= end - SPLIT_PIECE; start++) {
        const before = fewest[start];
        const piece = word.slice(start, end);
        if (!before || before.length >= SPLIT_PIECES || !this.vocabulary.has(piece)) continue;
        if (!fewest[end] || before.length + 1 < fewest[end]!.length) fewest[end] = [...before, piece];
      }
    }
    const pieces = fewest[word.length];
    return pieces && pieces.length > 1 ? pieces : null;
  }

  /** Every way to split a word in two words of the vocabulary, or else its fewest words (split()). */
  private splits(word: string): string[][] {
    const found: string[][] = [];
    for (let k = SPLIT_PIECE; k <= word.length - SPLIT_PIECE; k++) {
      const [before, after] = [word.slice(0, k), word.slice(k)];
      if (this.vocabulary.has(before) && this.vocabulary.has(after)) found.push([before, after]);
    }
    const fewest = found.length === 0 ? this.split(word) : null;
    return fewest ? [fewest] : found;
  }

  private resolveTerm(term: QueryTerm): ResolvedTerm {
    const resolved: ResolvedTerm = { own: [term.text.split(' ')], synonyms: term.synonyms, typos: [] };
    if (term.typos > 0) {
      const typed = term.text;
      const swaps = new Set(swappedNeighbours(typed));
      for (let length = typed.length - term.typos; length <= typed.length + term.typos; length++) {
        for (const word of this.vocabularyByLength.get(length) ?? []) {
          if (word === typed) continue;
          const firstLetter = word[0] === typed[0] ? 0 : 1;
          if (swaps.has(word) || editDistanceWithin(word, typed, term.typos) + firstLetter <= term.typos) {
            // A word the typo spells brings its synonyms too: "confrence" is conference, and so conferencing.
            resolved.typos.push([word], ...synonymsOf(word));
          }
        }
      }
    }
    // The word as words run together ("boardroom" as board room), ranked as a typo is (rule 3b).
    if (!term.text.includes(' ') && !/\p{N}/u.test(term.text)) resolved.typos.push(...this.splits(term.text));
    if (term.prefix) {
      resolved.prefix = term.text;
      resolved.own.push(...this.completions(term.text).map((word) => [word]));
    }
    return resolved;
  }

  /**
   * A word of the type-ahead as the vocabulary spells it: itself when the vocabulary has it, else
   * the closest within its typo budget (query-words.ts, rule 3); the last word, still being
   * typed, the closest word whose start is within the budget (itself when some word starts with
   * it); null when none is. Only words with the same first letter are read (a first letter's
   * typo counts two). Ties go to the shorter word, then the first in order.
   */
  spell(word: string, last: boolean): string | null {
    const key = `${word}|${last}`;
    if (!this.spelt.has(key)) {
      if (this.spelt.size >= RESOLVED_KEPT) this.spelt.clear();
      this.spelt.set(key, this.spellWord(word, last));
    }
    return this.spelt.get(key)!;
  }

  private spellWord(word: string, last: boolean): string | null {
    const typos = typoBudget(word);
    const swaps = typos ? swappedNeighbours(word) : [];
    const length = word.length;
    let best: Spelling | null = null;
    // Thousands of words share a first letter: each is compared where it lies, nothing is made
    // for it (a word that starts with one of the text's swaps is the text with one typo).
    for (const candidate of this.vocabularyByFirstLetter.get(word[0]!) ?? []) {
      if (!last && Math.abs(candidate.length - length) > typos) continue;
      let distance: number;
      if (startsWithAny(candidate, swaps)) distance = 1;
      else if (last) {
        // The candidate's start of one letter fewer, as many, or one more than typed.
        distance = nearestStart(candidate, word, typos, length - 1, length + 1);
      } else distance = editDistanceWithin(candidate, word, typos);
      if (distance > typos) continue;
      const found: Spelling = {
        word: candidate,
        exact: candidate === word || (last && candidate.startsWith(word)),
        typos: distance,
        length: candidate.length,
      };
      if (!best || spellsBetter(found, best)) best = found;
    }
    if (!best) return null;
    return best.exact ? word : best.word;
  }

  private completions(start: string): string[] {
    const words = this.sortedVocabulary.sorted();
    const found: string[] = [];
    for (let i = firstAbove(words, start); i < words.length && words[i]!.startsWith(start); i++) found.push(words[i]!);
    return found.sort((a, b) => a.length - b.length || byCodeUnits(a, b)).slice(0, COMPLETIONS);
  }

  /**
   * A page of the venues that match every term (`terms` in lexemes) and every filter, with the
   * total and, when asked, exact facet counts (disjunctive for lists whose values combine with OR).
   */
  search(query: VenueSearchQuery, terms: readonly LexemeTerm[]): ResidentResult {
    const text = terms.length > 0 ? this.matchText(terms) : null;
    const candidates = text?.matches ?? null;
    // Written for each venue that passes, read only for those.
    const chords = query.near ? this.scratch.float64('chords', this.ids.length, false) : null;
    const hits = this.filter(query, candidates, chords, 'hits');
    const result: ResidentResult = { hits: [], total: hits.length };
    if (query.withFacets) {
      result.facets = this.countFacets(hits);
      for (const name of disjunctiveFacets(query)) {
        const others = this.filter({ ...query, [name]: undefined }, candidates, null, 'others');
        result.facets[name] = this.countFacets(others)[name] as Facets[ListFacet] & Facets[FacetName];
      }
    }
    // Text relevance orders only a search by relevance; another sort is the planner's choice.
    const rank = query.sort === 'relevance' ? (text?.rank ?? null) : null;
    const offset = (query.page - 1) * query.pageSize;
    const page = this.page(query, hits, rank, chords, offset + query.pageSize).slice(offset);
    result.hits = page.map((o) => ({
      id: this.ids[o]!,
      chord: chords ? chords[o]! : null,
      ...(query.dates ? { availability: this.keepsCalendar[o] ? ('free' as const) : ('not_confirmed' as const) } : {}),
    }));
    return result;
  }

  /**
   * How many venues match every term and every filter: search()'s total, without ranking,
   * ordering or counting facets (for trying the query with fewer words, query-words.ts rule 4).
   */
  count(filters: VenueSearchFilters, terms: readonly LexemeTerm[]): number {
    const candidates = terms.length > 0 ? this.textMatches(terms) : null;
    return this.filter(filters, candidates, null, 'hits').length;
  }

  /** A city's number, given out as venues are written (never while searching: a city no venue has is -1). */
  private cityCode(city: string): number {
    let code = this.cityCodes.get(city);
    if (code === undefined) this.cityCodes.set(city, (code = this.cityCodes.size));
    return code;
  }

  private knownCityCode(city: string): number {
    return this.cityCodes.get(city) ?? -1;
  }

  private kill(id: string): void {
    const o = this.ordinalOf.get(id);
    if (o === undefined) return;
    this.alive[o] = false;
    this.ordinalOf.delete(id);
    this.dead++;
  }

  private post(postings: Map<string, OrdinalList>, words: readonly string[], o: number, lexicon: boolean): void {
    for (const word of words) {
      const list = postings.get(word);
      if (list) list.add(o);
      else {
        postings.set(word, new OrdinalList(o));
        if (lexicon) this.lexicon.add(word);
      }
    }
  }

  /** The ordinals (in order) of venues that have every word of one of the lists, or a word the prefix starts. */
  private eachMatch(
    postings: Map<string, OrdinalList>,
    lists: readonly (readonly string[])[],
    prefix: string | undefined,
    visit: (o: number) => void,
  ): void {
    // Plain loops over the lists' arrays: a function or an iterator made per venue visited was
    // most of a word search's garbage.
    for (const words of lists) {
      const [first, ...rest] = words
        .map((word) => postings.get(word) ?? EMPTY_LIST)
        .sort((a, b) => a.length - b.length);
      if (!first) continue;
      const ordinals = first.view();
      if (rest.length === 0) {
        for (let i = 0; i < ordinals.length; i++) visit(ordinals[i]!);
        continue;
      }
      // Every list ascending: each of the others is read on from where the last venue left it.
      const others = rest.map((list) => list.view());
      const at = others.map(() => 0);
      each: for (let i = 0; i < ordinals.length; i++) {
        const o = ordinals[i]!;
        for (let r = 0; r < others.length; r++) {
          const list = others[r]!;
          const found = (at[r] = firstAtLeastFrom(list, at[r]!, o));
          if (found === list.length || list[found] !== o) continue each;
        }
        visit(o);
      }
    }
    if (prefix !== undefined) {
      for (const word of this.lexemesStarting(prefix)) {
        const ordinals = postings.get(word)?.view();
        if (ordinals) for (let i = 0; i < ordinals.length; i++) visit(ordinals[i]!);
      }
    }
  }

  private lexemesStarting(prefix: string): string[] {
    const lexicon = this.lexicon.sorted();
    const found: string[] = [];
    for (let i = firstAtLeast(lexicon, prefix); i < lexicon.length; i++) {
      if (!lexicon[i]!.startsWith(prefix)) break;
      found.push(lexicon[i]!);
    }
    return found;
  }

  /**
   * The venues (live) whose words match every term, and each one's text relevance: the words as
   * typed first (a tier only when some term has a synonym or typo: else every match is one),
   * then a city the query names, then the terms in the name, in the place, in the categories
   * and facilities (RANK), then an exact name: every term in the name as typed, and no more
   * words than the query's.
   */
  private matchText(terms: readonly LexemeTerm[]): { matches: Int32Array; rank: Int32Array } {
    const n = this.ids.length;
    const rank = this.scratch.int32('rank', n, true);
    const matches = this.textMatches(terms);
    const effective = terms.filter(effectiveTerm);
    // Ranks are read only for matches: with none (a word no venue has), none are worked out.
    if (effective.length === 0 || matches.length === 0) return { matches, rank };
    const all = effective.length;
    if (effective.some((term) => term.synonyms.length > 0 || term.typos.length > 0)) {
      const asTyped = this.termsMet(effective, ['own'], 'metAsTyped');
      for (let i = 0; i < matches.length; i++) if (asTyped[matches[i]!] === all) rank[matches[i]!] += RANK.asTyped;
    }
    if (this.stamp > 2 ** 30) this.stamp = 0;
    const seen = this.scratch.int32('seen', n, this.stamp === 0);
    // The words each prefix starts, found once for every attribute.
    const starting = effective.map((term) => (term.prefix === undefined ? [] : this.lexemesStarting(term.prefix)));
    for (const [t, term] of effective.entries()) {
      const named = alternatives(term, ['own', 'typos']);
      for (const [postings, points] of [
        [this.postings.name, RANK.name],
        [this.postings.place, RANK.place],
        [this.postings.features, RANK.features],
      ] as const) {
        this.addRank(postings, named, starting[t]!, points, rank, seen, ++this.stamp);
      }
      if (term.cities.length > 0) {
        const cities = new Set(term.cities.map((city) => this.knownCityCode(city)));
        for (let i = 0; i < matches.length; i++)
          if (cities.has(this.city[matches[i]!]!)) rank[matches[i]!] += RANK.city;
      }
      for (const place of term.places) {
        const [px, py, pz] = earthPoint(place.lat, place.lng);
        const within = kmToChord(PLACE_KM);
        for (let i = 0; i < matches.length; i++) {
          const o = matches[i]!;
          if (chordLength(this.x[o]! - px, this.y[o]! - py, this.z[o]! - pz) <= within) rank[o] += RANK.city;
        }
      }
    }
    this.rankExactNames(effective, starting, matches, rank, seen);
    return { matches, rank };
  }

  /**
   * Adds `points` once to every venue with one of the word lists or one of the `starting` words
   * (a prefix's: eachMatch's venues), reading single words' posting lists in a plain loop: the
   * categories' and facilities' lists of a common word hold a good part of all venues.
   */
  private addRank(
    postings: Map<string, OrdinalList>,
    lists: readonly (readonly string[])[],
    starting: readonly string[],
    points: number,
    rank: Int32Array,
    seen: Int32Array,
    stamp: number,
  ): void {
    const singles: Int32Array[] = [];
    const several: (readonly string[])[] = [];
    for (const words of lists) {
      if (words.length !== 1) several.push(words);
      else {
        const list = postings.get(words[0]!);
        if (list) singles.push(list.view());
      }
    }
    for (const word of starting) {
      const list = postings.get(word);
      if (list) singles.push(list.view());
    }
    if (singles.length === 1 && several.length === 0) {
      // One list: each venue once, nothing to remember.
      const only = singles[0]!;
      for (let i = 0; i < only.length; i++) rank[only[i]!] += points;
      return;
    }
    for (const ordinals of singles) {
      for (let i = 0; i < ordinals.length; i++) {
        const o = ordinals[i]!;
        if (seen[o] !== stamp) {
          seen[o] = stamp;
          rank[o] += points;
        }
      }
    }
    if (several.length > 0) {
      this.eachMatch(postings, several, undefined, (o) => {
        if (seen[o] !== stamp) {
          seen[o] = stamp;
          rank[o] += points;
        }
      });
    }
  }

  /** Adds RANK.exact for the matches whose name is the terms as typed and no more words. */
  private rankExactNames(
    terms: readonly LexemeTerm[],
    starting: readonly (readonly string[])[],
    matches: Int32Array,
    rank: Int32Array,
    seen: Int32Array,
  ): void {
    const words = terms.reduce((sum, term) => sum + Math.max(1, term.own[0]?.length ?? 0), 0);
    // How many terms each venue's name has, counted in `inName` through the rank-adding pass.
    const inName = this.scratch.int32('inName', this.ids.length, true);
    terms.forEach((term, t) => this.addRank(this.postings.name, term.own, starting[t]!, 1, inName, seen, ++this.stamp));
    for (let i = 0; i < matches.length; i++) {
      const o = matches[i]!;
      if (inName[o] === terms.length && this.nameLength[o]! <= words) rank[o] += RANK.exact;
    }
  }

  /** The venues (live) whose words match every term, ascending, in a borrowed array (none for no effective term). */
  private textMatches(terms: readonly LexemeTerm[]): Int32Array {
    const effective = terms.filter(effectiveTerm);
    if (effective.length === 0) return new Int32Array(0);
    const met = this.termsMet(effective, ['own', 'synonyms', 'typos'], 'met');
    const alive = this.alive;
    const all = effective.length;
    return ordinalsWhere(
      this.ids.length,
      (o) => met[o] === all && alive[o]!,
      this.scratch.int32('matches', this.ids.length, false),
    );
  }

  /** How many of the terms (in order, each counted once) every venue's words meet, in the scratch array `into`. */
  private termsMet(terms: readonly LexemeTerm[], kinds: readonly Kind[], into: string): Uint8Array {
    const met = this.scratch.uint8(into, this.ids.length, true);
    terms.forEach((term, t) => {
      this.eachMatch(this.postings.words, alternatives(term, kinds), term.prefix, (o) => {
        if (met[o] === t) met[o] = t + 1;
      });
    });
    return met;
  }

  /** The live venues among the candidates (every venue without) that pass the filters, in the scratch array `into`. */
  private filter(
    filters: VenueSearchFilters,
    candidates: Int32Array | null,
    chords: Float64Array | null,
    into: 'hits' | 'others',
  ): Int32Array {
    const tests = this.tests(filters, chords);
    // A search by date leaves out the venues taken on its days: read inline, the test every
    // candidate meets first, not one more function called per venue.
    const taken = filters.dates ? this.takenOnDays(filters.dates) : null;
    const passes = (o: number) => {
      if (taken !== null && taken[o] !== 0) return false;
      for (let i = 0; i < tests.length; i++) if (!tests[i]!(o)) return false;
      return true;
    };
    const alive = this.alive;
    const from = candidates ?? this.narrowest(filters);
    const hits = this.scratch.int32(into, this.ids.length, false);
    if (from) {
      let length = 0;
      for (let i = 0; i < from.length; i++) if (alive[from[i]!] && passes(from[i]!)) hits[length++] = from[i]!;
      return hits.subarray(0, length);
    }
    return ordinalsWhere(alive.length, (o) => alive[o]! && passes(o), hits);
  }

  /**
   * The fewest venues every match is among: the shortest facet list of the values the filters
   * require, or the venues in the cells a radius reaches when they are fewer; null when the
   * filters require none.
   */
  private narrowest(filters: VenueSearchFilters): Int32Array | null {
    let narrowest: OrdinalList | null = null;
    for (const [facet, value] of requiredFacetValues(filters)) {
      const bit = this.layout.bit(facet, value);
      if (bit === undefined) return new Int32Array(0);
      const list = this.facetPostings[bit]!;
      if (!narrowest || list.length < narrowest.length) narrowest = list;
    }
    const { near } = filters;
    const nearby =
      near &&
      this.cells.near(near.lat, near.lng, near.radiusKm, this.ids.length, this.x, this.y, this.z, (n) =>
        this.scratch.int32('nearby', n, false),
      );
    if (nearby && (!narrowest || nearby.length < narrowest.length)) return nearby;
    return narrowest?.view() ?? null;
  }

  /** 1 for each venue taken on any of the days (a search by date's), 0 for the others. */
  private takenOnDays(dates: NonNullable<VenueSearchFilters['dates']>): Uint8Array {
    const taken = this.scratch.uint8('taken', this.ids.length, true);
    for (const day of searchDayNumbers(dates)) this.takenOn.get(day)?.forEach((o) => (taken[o] = 1));
    return taken;
  }

  /** One test per filter (the dates apart); the distance test writes each passing venue's chord into `chords`. */
  private tests(filters: VenueSearchFilters, chords: Float64Array | null): ((o: number) => boolean)[] {
    const tests: ((o: number) => boolean)[] = [];
    const has = (facet: FacetName, value: string) => {
      const bit = this.layout.bit(facet, value);
      if (bit === undefined) return () => false;
      const byte = bit >> 3;
      const mask = 1 << (bit & 7);
      const stride = this.layout.bytes;
      return (o: number) => (this.bits[o * stride + byte]! & mask) !== 0;
    };
    for (const [facet, value] of requiredFacetValues(filters)) {
      if (facet === 'city') {
        const city = this.knownCityCode(value);
        tests.push((o) => this.city[o] === city);
      } else tests.push(has(facet, value));
    }
    for (const facet of LIST_FACET_NAMES) {
      const values: readonly string[] | undefined = filters[facet];
      if (LIST_FACETS[facet].combine !== 'any' || !values?.length) continue;
      const each = values.map((value) => has(facet, value));
      tests.push((o) => each.some((t) => t(o)));
    }
    const atLeast = (column: number[], min: number | undefined) => {
      if (min) tests.push((o) => column[o]! >= min);
    };
    atLeast(this.bedroomsTotal, filters.bedroomsTotalMin);
    if (filters.budget && (filters.budget.min !== undefined || filters.budget.max !== undefined)) {
      const rates = this[RATE[filters.budget.unit]];
      const min = filters.budget.min === undefined ? -Infinity : filters.budget.min * 100;
      const max = filters.budget.max === undefined ? Infinity : filters.budget.max * 100;
      // A venue without the rate (NaN) fails both comparisons.
      tests.push((o) => rates[o]! >= min && rates[o]! <= max);
    }
    atLeast(this.capacityTheatre, filters.capacityTheatreMin);
    atLeast(this.capacityCabaret, filters.capacityCabaretMin);
    atLeast(this.capacityStanding, filters.capacityStandingMin);
    if (filters.excludeIds?.length) {
      const excluded = new Set(filters.excludeIds.map((id) => id.toLowerCase()));
      tests.push((o) => !excluded.has(this.ids[o]!));
    }
    if (filters.near) {
      // The straight line through the earth (the chord) orders as the distance along its surface
      // does; a venue is within the radius when its chord is within the radius's chord.
      const [px, py, pz] = earthPoint(filters.near.lat, filters.near.lng);
      const within = kmToChord(filters.near.radiusKm);
      tests.push((o) => {
        const chord = chordLength(this.x[o]! - px, this.y[o]! - py, this.z[o]! - pz);
        if (!(chord <= within)) return false;
        if (chords) chords[o] = chord;
        return true;
      });
    }
    return tests;
  }

  /**
   * The hits' facet counts. When the hits are most of the live venues (the landing page, a word
   * most venues have), the live venues that are not hits are counted instead and taken from
   * every live venue's counts (kept until the copy changes): the same counts, from fewer venues.
   */
  private countFacets(hits: Int32Array): Facets {
    const n = this.ids.length;
    const bits = this.bits.subarray(0, n * this.layout.bytes);
    const counts = new Int32Array(this.layout.bits.length);
    if (hits.length * 2 <= this.size) {
      this.layout.bitCounts(bits, hits, counts);
      return this.layout.facetsOf(counts);
    }
    const live = this.liveCounts(bits);
    const isHit = this.scratch.uint8('isHit', n, true);
    for (let i = 0; i < hits.length; i++) isHit[hits[i]!] = 1;
    const alive = this.alive;
    const others = ordinalsWhere(n, (o) => alive[o]! && isHit[o] === 0, this.scratch.int32('notHits', n, false));
    this.layout.bitCounts(bits, others, counts);
    for (let i = 0; i < counts.length; i++) counts[i] = live[i]! - counts[i]!;
    return this.layout.facetsOf(counts);
  }

  /** Each facet bit's count among every live venue, counted again only after the copy changed. */
  private liveCounts(bits: Uint8Array): Int32Array {
    const n = this.ids.length;
    const known = this.live;
    if (known && known.upTo === n && known.dead === this.dead) return known.counts;
    const alive = this.alive;
    const counts = new Int32Array(this.layout.bits.length);
    this.layout.bitCounts(
      bits,
      ordinalsWhere(n, (o) => alive[o]!, this.scratch.int32('notHits', n, false)),
      counts,
    );
    this.live = { counts, upTo: n, dead: this.dead };
    return counts;
  }

  /**
   * The first `limit` hits in the page's order: text relevance, then the sort (nearest, near a
   * point), chosen in one pass over the hits keeping the best `limit` in a heap.
   */
  private page(
    query: VenueSearchQuery,
    hits: Int32Array,
    rank: Int32Array | null,
    chords: Float64Array | null,
    limit: number,
  ): number[] {
    const byRank: Compare = rank ? (a, b) => rank[b]! - rank[a]! : () => 0;
    let then: Compare;
    if (chords && query.sort === 'relevance') {
      then = (a, b) => chords[a]! - chords[b]! || byCodeUnits(this.ids[a]!, this.ids[b]!);
    } else {
      const position = this.positions(query.sort);
      then = (a, b) => position[a]! - position[b]!;
    }
    const order: Compare = (a, b) => byRank(a, b) || then(a, b);
    if (!query.dates) return best(hits, limit, order);
    // A search by date shows the venues known to be free first (VenueSearchFilters.dates): the
    // best of those keeping a calendar, then of the others when they do not fill the page. One
    // array holds both groups, the first from its start and the second from its end.
    const keeps = this.keepsCalendar;
    const split = this.scratch.int32('byCalendar', hits.length, false);
    let kept = 0;
    let others = hits.length;
    for (let i = 0; i < hits.length; i++) {
      const o = hits[i]!;
      if (keeps[o]) split[kept++] = o;
      else split[--others] = o;
    }
    const free = best(split.subarray(0, kept), limit, order);
    return kept >= limit ? free : free.concat(best(split.subarray(kept), limit - kept, order));
  }

  /**
   * Each live venue's place in a sort's order. The order is sorted once; after a change, the
   * venues written since (ordinals are given out in order) are sorted alone and merged in, and
   * the dead dropped: a write costs the next search a merge, not a sort of every venue.
   */
  private positions(sort: SortValue): Int32Array {
    const n = this.ids.length;
    const known = this.orders.get(sort);
    if (known && known.upTo === n && known.dead === this.dead) return known.positions;
    const compare = this.compare(sort);
    const added: number[] = [];
    for (let o = known?.upTo ?? 0; o < n; o++) if (this.alive[o]) added.push(o);
    added.sort(compare);
    const order = new Int32Array(this.size);
    let length = 0;
    let next = 0;
    for (const o of known?.order ?? []) {
      if (!this.alive[o]) continue;
      while (next < added.length && compare(added[next]!, o) < 0) order[length++] = added[next++]!;
      order[length++] = o;
    }
    while (next < added.length) order[length++] = added[next++]!;
    const positions = new Int32Array(n);
    order.forEach((o, i) => (positions[o] = i));
    this.orders.set(sort, { order, positions, upTo: n, dead: this.dead });
    return positions;
  }

  private compare(sort: SortValue): Compare {
    const id: Compare = (a, b) => byCodeUnits(this.ids[a]!, this.ids[b]!);
    switch (sort) {
      case 'relevance':
        return (a, b) => this.quality[b]! - this.quality[a]! || nullsLast(this.rating, a, b, -1) || id(a, b);
      case 'price':
        return (a, b) => nullsLast(this.dayRatePence, a, b, 1) || id(a, b);
      case 'capacity':
        return (a, b) => this.capacityMax[b]! - this.capacityMax[a]! || id(a, b);
      case 'updated':
        return (a, b) => this.updatedAt[b]! - this.updatedAt[a]! || id(a, b);
    }
  }
}

type Kind = 'own' | 'synonyms' | 'typos';

/** A vocabulary word a typed word may be: the typed word itself (or its start), or how far from it. */
interface Spelling {
  word: string;
  exact: boolean;
  typos: number;
  length: number;
}

/** The typed word itself first, then fewer typos, then the shorter word, then the first in order. */
function spellsBetter(a: Spelling, b: Spelling): boolean {
  const order =
    Number(b.exact) - Number(a.exact) || a.typos - b.typos || a.length - b.length || byCodeUnits(a.word, b.word);
  return order < 0;
}

/** A term with a word list or a prefix to match: one that has none (only stop words) is left out. */
function effectiveTerm(term: LexemeTerm): boolean {
  return alternatives(term, ['own', 'synonyms', 'typos']).length > 0 || Boolean(term.prefix);
}

/** The term's word lists of these kinds. */
function alternatives(term: LexemeTerm, kinds: readonly Kind[]): string[][] {
  return kinds.flatMap((kind) => term[kind]);
}

/**
 * The facet values a venue must each have to pass the filters: a city, a category, a capacity,
 * wheelchair access, a chain, a tier, and every value of a list combined with AND. (A list
 * combined with OR requires none of its values alone.)
 */
function requiredFacetValues(filters: VenueSearchFilters): [FacetName, string][] {
  const single: [FacetName, string | undefined][] = [
    ['city', filters.city],
    ['category', filters.category],
    [
      'capacity',
      filters.capacity !== undefined && capacityBucket(filters.capacity) ? String(filters.capacity) : undefined,
    ],
    ['accessibility', filters.wheelchairAccessible ? 'wheelchair_accessible' : undefined],
    ['chain', filters.chain],
    ['verified', filters.verified],
  ];
  return [
    ...single.filter((pair): pair is [FacetName, string] => pair[1] !== undefined),
    ...LIST_FACET_NAMES.filter((facet) => LIST_FACETS[facet].combine === 'all').flatMap((facet) =>
      (filters[facet] ?? []).map((value: string): [FacetName, string] => [facet, value]),
    ),
  ];
}

/**
 * A resolved term in lexemes: each word stemmed by `stem` (a stop word to none, dropped from
 * its list), a list with a word of other characters than letters and digits left out, as is
 * an empty one; the cities named among its own words and typos.
 */
export function toLexemes(
  term: ResolvedTerm,
  stem: (word: string) => readonly string[],
  cityNamedBy: (word: string) => string | undefined,
): LexemeTerm {
  // A list already held (own first, then synonyms, then typos), or holding a word that is a list
  // alone, matches no venue more: it is left out, so a common word's postings are read once
  // ("hotel", and "hotels" spelt from it, are both the lexeme hotel) and a synonym a typo brings
  // ranks as a synonym.
  const held = new Set<string>();
  const lists = (lists: string[][]) =>
    lists.flatMap((words) => {
      if (!words.every((word) => WORD.test(word))) return [];
      const lexemes = [...new Set(words.flatMap(stem))];
      if (lexemes.length === 0 || held.has(lexemes.join(' ')) || lexemes.some((lexeme) => held.has(lexeme))) return [];
      held.add(lexemes.join(' '));
      return [lexemes];
    });
  const prefix = term.prefix !== undefined && WORD.test(term.prefix) ? stem(term.prefix) : [];
  const cities = [...term.own, ...term.typos].flatMap((words) => {
    const city = words.length === 1 ? cityNamedBy(words[0]!) : undefined;
    return city ? [city] : [];
  });
  return {
    own: lists(term.own),
    synonyms: lists(term.synonyms),
    typos: lists(term.typos),
    ...(prefix.length === 1 ? { prefix: prefix[0] } : {}),
    cities,
    places: [],
  };
}

/** The list a map holds under a key, made empty when it has none. */
function listIn<K>(map: Map<K, string[]>, key: K): string[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

function startsWithAny(word: string, starts: readonly string[]): boolean {
  for (const start of starts) if (word.startsWith(start)) return true;
  return false;
}
