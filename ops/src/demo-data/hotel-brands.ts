// The hotel brands of the six chains in the search schema's CHAINS list, with how each names its
// hotels and how upmarket it is (tier 1 budget … 4 luxury), which drives size, price and rating.
import type { Chain } from '@venue-finder/core';

export interface HotelBrand {
  brand: string;
  chain: Extract<Chain, 'accor' | 'hilton' | 'marriott' | 'ihg' | 'premier_inn' | 'travelodge'>;
  tier: 1 | 2 | 3 | 4;
  /** How a hotel of this brand is named, from the city and a locality. */
  format: 'brand-city-locality' | 'city-brand-locality' | 'brand-city-dash-locality';
  /** Share of chain hotels of this brand. */
  weight: number;
}

export const HOTEL_BRANDS: readonly HotelBrand[] = [
  { brand: 'Novotel', chain: 'accor', tier: 2, format: 'brand-city-locality', weight: 5 },
  { brand: 'Mercure', chain: 'accor', tier: 2, format: 'brand-city-locality', weight: 5 },
  { brand: 'ibis', chain: 'accor', tier: 1, format: 'brand-city-locality', weight: 5 },
  { brand: 'ibis Styles', chain: 'accor', tier: 1, format: 'brand-city-locality', weight: 3 },
  { brand: 'Pullman', chain: 'accor', tier: 3, format: 'brand-city-locality', weight: 1 },
  { brand: 'Sofitel', chain: 'accor', tier: 4, format: 'brand-city-locality', weight: 1 },
  { brand: 'Hilton', chain: 'hilton', tier: 3, format: 'brand-city-locality', weight: 5 },
  { brand: 'DoubleTree by Hilton', chain: 'hilton', tier: 2, format: 'brand-city-dash-locality', weight: 5 },
  { brand: 'Hilton Garden Inn', chain: 'hilton', tier: 2, format: 'brand-city-locality', weight: 3 },
  { brand: 'Hampton by Hilton', chain: 'hilton', tier: 1, format: 'brand-city-locality', weight: 3 },
  { brand: 'Canopy by Hilton', chain: 'hilton', tier: 3, format: 'brand-city-locality', weight: 1 },
  { brand: 'Marriott Hotel', chain: 'marriott', tier: 3, format: 'city-brand-locality', weight: 4 },
  { brand: 'Courtyard by Marriott', chain: 'marriott', tier: 2, format: 'brand-city-locality', weight: 3 },
  { brand: 'AC Hotel by Marriott', chain: 'marriott', tier: 2, format: 'brand-city-locality', weight: 2 },
  { brand: 'Delta Hotels', chain: 'marriott', tier: 2, format: 'brand-city-locality', weight: 2 },
  { brand: 'Moxy', chain: 'marriott', tier: 1, format: 'brand-city-locality', weight: 2 },
  { brand: 'Renaissance', chain: 'marriott', tier: 3, format: 'brand-city-locality', weight: 1 },
  { brand: 'Holiday Inn', chain: 'ihg', tier: 2, format: 'brand-city-dash-locality', weight: 6 },
  { brand: 'Holiday Inn Express', chain: 'ihg', tier: 1, format: 'brand-city-dash-locality', weight: 5 },
  { brand: 'Crowne Plaza', chain: 'ihg', tier: 3, format: 'brand-city-locality', weight: 3 },
  { brand: 'Hotel Indigo', chain: 'ihg', tier: 3, format: 'brand-city-dash-locality', weight: 2 },
  { brand: 'voco', chain: 'ihg', tier: 2, format: 'brand-city-locality', weight: 1 },
  { brand: 'InterContinental', chain: 'ihg', tier: 4, format: 'brand-city-dash-locality', weight: 1 },
  { brand: 'Premier Inn', chain: 'premier_inn', tier: 1, format: 'brand-city-locality', weight: 12 },
  { brand: 'Travelodge', chain: 'travelodge', tier: 1, format: 'brand-city-locality', weight: 9 },
];

export function hotelName(brand: HotelBrand, cityName: string, locality: string): string {
  switch (brand.format) {
    case 'city-brand-locality':
      return `${cityName} ${brand.brand} ${locality}`;
    case 'brand-city-dash-locality':
      return `${brand.brand} ${cityName} - ${locality}`;
    default:
      return `${brand.brand} ${cityName} ${locality}`;
  }
}

/** The restaurant names chain hotels give their dining rooms. */
export const HOTEL_RESTAURANT_NAMES: readonly string[] = [
  'The Brasserie',
  'Kitchen & Bar',
  'The Grill',
  'Bistro',
  'The Dining Room',
  'Terrace Restaurant',
  'The Orangery',
  'The Larder',
];
