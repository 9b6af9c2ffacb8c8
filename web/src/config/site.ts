// The service's public contact details and name, shown in the header, footer and page titles.

export const site = {
  name: 'Venue Finder',
  phone: {
    display: '020 7946 0123',
    /** The same number in the international form a `tel:` link dials. */
    tel: '+442079460123',
  },
  enquiriesEmail: 'enquiries@venue-finder.example',
} as const;
