// What the briefs module offers other modules (lint/api-modules.js): they import it from here,
// never from the module's own files.
export {
  EMAIL_FORMAT_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  MAX_BRIEF_NOTES_LENGTH,
  MAX_BRIEF_VENUES,
  MAX_EMAIL_LENGTH,
  NO_VENUES_MESSAGE,
  TOO_MANY_VENUES_MESSAGE,
  trimmed,
} from './brief.dto';
export {
  BriefRepository,
  EVENT_COLUMNS,
  eventDetailsOfRow,
  eventPlaceholders,
  eventValues,
  plannerContactOfRow,
  selectEvent,
} from './brief.repository';
export type { EventRow, PlannerRow, StoredBrief } from './brief.repository';
