// The service's public contact details and name, shown in the header, footer and page titles,
// and its figures for planners. Every figure must be true of the product as it is (issue #44): the
// spec's "5 matches in 24h", "24/7 support" and "10,000+ venues" are promises nothing keeps or
// counts, so they gave way to what the product itself guarantees.

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
  /** The figures planners are shown, value and what it counts: each one the product keeps. */
  figures: [
    { value: '100%', label: 'free' },
    { value: '£0', label: 'booking fees' },
    // The api's limit on a brief (MAX_BRIEF_VENUES).
    { value: '50', label: 'venues in one brief' },
  ],
} as const;
