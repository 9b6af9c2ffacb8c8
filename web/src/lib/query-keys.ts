// Every query key of the web app, one factory per resource: the only place a key is spelled
// (lint/web-layers.js refuses a literal key anywhere else). Keys nest, so invalidating a prefix
// (all of an owner's data after a registration, every admin queue after a decision) reaches
// every query under it.
export const queryKeys = {
  session: () => ['session'] as const,

  venue: (idOrSlug: string) => ['venue', idOrSlug] as const,
  venueCards: (ids: readonly string[]) => ['venue-cards', ...ids] as const,
  compareVenues: (ids: readonly string[]) => ['compare', ...ids] as const,
  similarSpaces: (venueId: string) => ['similar-spaces', venueId] as const,
  similarVenues: (venueId: string) => ['similar-venues', venueId] as const,
  /** A venue's Check availability, around one day (or 'today'). */
  venueAvailability: (idOrSlug: string, day: string) => ['venue-availability', idOrSlug, day] as const,
  venueCount: (query: unknown) => ['venue-count', query] as const,
  searchSuggestions: (term: string) => ['search-suggestions', term] as const,
  suggestedQuestions: () => ['ai-chat', 'suggested-questions'] as const,
  enrichmentProgress: (phase: string) => ['enrichment-progress', phase] as const,
  /** The signed-in planner's saved shortlists (the brief's picker). */
  plannerShortlists: () => ['planner', 'shortlists'] as const,

  owner: {
    all: () => ['owner'] as const,
    venues: () => ['owner', 'venues'] as const,
    venue: (id: string) => ['owner', 'venue', id] as const,
    claims: () => ['owner', 'claims'] as const,
    claimsPage: (cursor: string | null) => ['owner', 'claims', cursor ?? 'first'] as const,
    registrations: () => ['owner', 'registrations'] as const,
    /** The wizard's drafts (all of them: an owner keeps at most MAX_REGISTRATION_DRAFTS). */
    registrationDrafts: () => ['owner', 'registrations', 'drafts'] as const,
    /** My registrations in the portal: the open ones, a page per cursor. */
    registrationsPage: (cursor: string | null) => ['owner', 'registrations', 'open', cursor ?? 'first'] as const,
    /** My requests: the owner's change requests, a page per cursor. */
    requests: () => ['owner', 'requests'] as const,
    requestsPage: (cursor: string | null) => ['owner', 'requests', cursor ?? 'first'] as const,
    mailPreferences: () => ['owner', 'mail-preferences'] as const,
    similarVenues: (name: string, city: string, postcode: string) =>
      ['owner', 'similar-venues', name, city, postcode] as const,
    programme: (venueId: string) => ['owner', 'programme', venueId] as const,
    progress: (venueId: string) => ['owner', 'programme', venueId, 'progress'] as const,
    checklist: (venueId: string) => ['owner', 'programme', venueId, 'checklist'] as const,
    leaderboards: () => ['owner', 'leaderboard'] as const,
    leaderboard: (city: string | null | undefined) => ['owner', 'leaderboard', city ?? 'global'] as const,
    /** The Enquiries tab: its pages, and each enquiry opened. */
    enquiryPages: () => ['owner', 'enquiries', 'page'] as const,
    enquiryPage: (cursor: string) => ['owner', 'enquiries', 'page', cursor] as const,
    enquiry: (id: string) => ['owner', 'enquiries', 'one', id] as const,
    /** The Analytics tab: one venue's figures over a period. */
    analytics: (venueId: string, days: number) => ['owner', 'analytics', venueId, days] as const,
    /** The Calendar tab: everything of one venue's calendar, and a span of it (a month). */
    calendar: (venueId: string) => ['owner', 'calendar', venueId] as const,
    calendarSpan: (venueId: string, from: string, to: string) => ['owner', 'calendar', venueId, from, to] as const,
  },

  /** The planner's proposals behind their private link, and the thread with each venue. */
  proposals: (token: string) => ['proposals', token] as const,
  proposalThread: (token: string, venueEnquiryId: string) => ['proposals', token, 'thread', venueEnquiryId] as const,
  /** A signed-in planner's events (My events), a page at a time. */
  myEvents: () => ['my-events'] as const,
  myEventsPage: (cursor: string | null) => ['my-events', cursor] as const,
  eventShares: (eventId: string) => ['my-events', 'shares', eventId] as const,

  admin: {
    all: () => ['admin'] as const,
    stats: () => ['admin', 'stats', 'dashboard'] as const,
    venueCount: () => ['admin', 'stats', 'venues-count'] as const,
    venues: (filter: object) => ['admin', 'venues', filter] as const,
    venue: (id: string) => ['admin', 'venue', id] as const,
    owners: (filter: object) => ['admin', 'owners', filter] as const,
    owner: (id: string) => ['admin', 'owner', id] as const,
    audit: (filter: object) => ['admin', 'audit', filter] as const,
    claims: () => ['admin', 'claims'] as const,
    claimsWith: (status: string, paging: object = {}) => ['admin', 'claims', status, paging] as const,
    registrations: (status: string, paging: object = {}) => ['admin', 'registrations', status, paging] as const,
    registration: (id: string) => ['admin', 'registrations', 'detail', id] as const,
    changes: (status: string, paging: object = {}) => ['admin', 'changes', status, paging] as const,
    change: (id: string) => ['admin', 'changes', 'detail', id] as const,
    verifications: () => ['admin', 'verifications'] as const,
    reviews: () => ['admin', 'reviews'] as const,
    reviewsWith: (status: string, paging: object = {}) => ['admin', 'reviews', status, paging] as const,
    verificationsWith: (status: string, paging: object = {}) => ['admin', 'verifications', status, paging] as const,
    enquiries: () => ['admin', 'enquiries'] as const,
    /** The signed-in administrator's own second factor. */
    secondFactor: () => ['admin', 'account', 'second-factor'] as const,
    enquiriesOverview: (days: number) => ['admin', 'enquiries', 'overview', days] as const,
    enquiriesWaiting: (paging: object) => ['admin', 'enquiries', 'waiting', paging] as const,
  },
};
