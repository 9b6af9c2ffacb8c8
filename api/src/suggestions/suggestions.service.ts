import { Inject, Injectable } from '@nestjs/common';
import {
  CATEGORIES,
  CITIES,
  SEARCH_ENGINE,
  type SearchEngine,
  type SearchSuggestion,
  cityName,
} from '@venue-finder/core';
import { SearchReadiness } from '../search';
import { matchVocabulary, type VocabularyEntry } from './vocabulary-matcher';

const CITY_ENTRIES: VocabularyEntry<(typeof CITIES)[number]>[] = CITIES.map((city) => ({
  value: city,
  terms: [city.name],
}));

const CATEGORY_TERMS: Record<string, string[]> = {
  'meeting-room': ['meeting rooms', 'boardroom'],
  conference: ['conference venues', 'conferences'],
  training: ['training rooms', 'workshop'],
  'private-dining': ['private dining rooms', 'dinner', 'restaurant'],
  'hotel-function-room': ['hotel function rooms', 'hotels'],
};

const CATEGORY_ENTRIES: VocabularyEntry<(typeof CATEGORIES)[number]>[] = CATEGORIES.map((category) => ({
  value: category,
  terms: [category.name, ...(CATEGORY_TERMS[category.slug] ?? [])],
}));

/** At most this many city and category rows, so venues always get most of the list. */
const MAX_VOCABULARY_ROWS = 3;

@Injectable()
export class SuggestionsService {
  constructor(
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly readiness: SearchReadiness,
  ) {}

  /** Cities and categories that match first (best first), then venues by name. */
  async suggest(text: string, limit: number): Promise<SearchSuggestion[]> {
    this.readiness.assertReady();
    const vocabulary = [
      ...matchVocabulary(text, CITY_ENTRIES).map(({ value, score }) => ({
        score,
        suggestion: { type: 'city', name: value.name, subtitle: 'City', city: value.slug, value: value.slug } as const,
      })),
      ...matchVocabulary(text, CATEGORY_ENTRIES).map(({ value, score }) => ({
        score,
        suggestion: { type: 'category', name: value.name, subtitle: 'Venue type', value: value.slug } as const,
      })),
    ]
      .sort((a, b) => b.score - a.score)
      .slice(0, Math.min(MAX_VOCABULARY_ROWS, limit))
      .map((row) => row.suggestion);
    const venues = await this.engine.suggest(text, limit - vocabulary.length);
    return [
      ...vocabulary,
      ...venues.map((venue) => ({
        type: 'venue' as const,
        name: venue.name,
        subtitle: cityName(venue.city),
        slug: venue.slug,
        city: venue.city,
      })),
    ];
  }
}
