// A planner's saved shortlists (issue #48): the limits the api validates with and the web app
// says, so the two agree. A shortlist holds what a brief may send: at most MAX_BRIEF_VENUES.

/** The most venues one brief may send, and so one shortlist may hold. */
export const MAX_BRIEF_VENUES = 50;
/** A shortlist's name, in characters, after trimming. */
export const MIN_SHORTLIST_NAME_LENGTH = 1;
export const MAX_SHORTLIST_NAME_LENGTH = 80;
/** The most shortlists one planner may keep (one per event; bounds every merge and every list). */
export const MAX_SHORTLISTS_PER_PLANNER = 200;

export const SHORTLIST_NAME_MESSAGE = `Please give the shortlist a name of ${MIN_SHORTLIST_NAME_LENGTH} to ${MAX_SHORTLIST_NAME_LENGTH} characters`;
/** What a new shortlist is called when the planner has not named one. */
export const DEFAULT_SHORTLIST_NAME = 'My shortlist';
