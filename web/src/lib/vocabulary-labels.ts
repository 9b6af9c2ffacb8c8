// What people read for each value of the shared search vocabulary (the values themselves live in
// core's search-schema). Records keyed by the vocabulary's types, so a new value fails the build
// until it has a label.
import type {
  AccessibilityFeature,
  Amenity,
  BedroomFacility,
  BudgetUnit,
  Chain,
  Equipment,
  SeatingLayout,
  SortValue,
  Tier,
  Style,
} from '@venue-finder/contract';
import { humanise } from './format-en-gb';

export const STYLE_LABELS: Record<Style, string> = {
  banqueting: 'Banqueting',
  boardroom: 'Boardroom',
  conference: 'Conference',
  creative: 'Creative',
  heritage: 'Heritage',
  hotel: 'Hotel',
  modern: 'Modern',
  outdoor: 'Outdoor',
  private_dining: 'Private dining',
  training: 'Training',
  unusual: 'Unusual',
};

export const AMENITY_LABELS: Record<Amenity, string> = {
  wifi: 'Wi-Fi',
  catering: 'Catering',
  parking: 'Parking',
  accessibility: 'Accessible',
  natural_light: 'Natural light',
  air_conditioning: 'Air conditioning',
  reception: 'Reception',
  breakout_space: 'Breakout space',
  outdoor_space: 'Outdoor space',
  security: 'Security',
};

export const EQUIPMENT_LABELS: Record<Equipment, string> = {
  projector: 'Projector',
  screens: 'Screens',
  microphones: 'Microphones',
  speakers: 'Speakers',
  flipchart: 'Flipchart',
  whiteboard: 'Whiteboard',
  video_conferencing: 'Video conferencing',
  lighting_control: 'Lighting control',
  staging: 'Staging',
  lectern: 'Lectern',
  recording: 'Recording',
  translation: 'Translation',
};

export const SEATING_LAYOUT_LABELS: Record<SeatingLayout, string> = {
  theatre: 'Theatre',
  banquet: 'Banquet',
  boardroom: 'Boardroom',
  classroom: 'Classroom',
  u_shape: 'U-shape',
  cabaret: 'Cabaret',
  reception: 'Reception',
  hollow_square: 'Hollow square',
};

export const BEDROOM_FACILITY_LABELS: Record<BedroomFacility, string> = {
  ensuite: 'En-suite',
  twin_beds: 'Twin beds',
  double_bed: 'Double bed',
  aircon: 'Air conditioning',
  tv: 'TV',
  tea_coffee: 'Tea and coffee',
  minibar: 'Minibar',
  safe: 'Safe',
  balcony: 'Balcony',
  desk: 'Desk',
};

/** The verification programme's tiers. */
export const TIER_LABELS: Record<Tier, string> = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
};

export const CHAIN_LABELS: Record<Chain, string> = {
  accor: 'Accor',
  hilton: 'Hilton',
  marriott: 'Marriott',
  ihg: 'IHG',
  premier_inn: 'Premier Inn',
  travelodge: 'Travelodge',
  independent: 'Independent',
  boutique: 'Boutique',
};

export const ACCESSIBILITY_FEATURE_LABELS: Record<AccessibilityFeature, string> = {
  step_free_access: 'Step-free access',
  accessible_toilet: 'Accessible toilet',
  hearing_loop: 'Hearing loop',
  lift: 'Lift',
  accessible_parking: 'Accessible parking',
};

export const BUDGET_UNIT_LABELS: Record<BudgetUnit, string> = {
  day: 'Per day',
  hour: 'Per hour',
  person: 'Per person',
};

export const SORT_LABELS: Record<SortValue, string> = {
  relevance: 'Relevance',
  price: 'Price',
  capacity: 'Capacity',
  updated: 'Recently updated',
};

/** The label of any vocabulary value, for data that may carry values newer than this build. */
export function vocabularyLabel(labels: Readonly<Record<string, string>>, value: string): string {
  return labels[value] ?? humanise(value);
}
