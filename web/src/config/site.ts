// The service's public contact details and name, shown in the header, footer and page titles,
// and its promises to planners in the spec's words.

export const site = {
  name: 'Venue Finder',
  phone: {
    display: '020 7946 0123',
    /** The same number in the international form a `tel:` link dials. */
    tel: '+442079460123',
  },
  enquiriesEmail: 'enquiries@venue-finder.example',
  /** UK venues first, with a claim of worldwide reach (visitor spec, section 1). */
  reach: 'UK venues, with reach worldwide',
  /** The marketing figures, value and what it counts. */
  figures: [
    { value: '10,000+', label: 'venues' },
    { value: '5', label: 'matches in 24h' },
    { value: '24/7', label: 'support' },
    { value: '100%', label: 'free' },
  ],
} as const;
