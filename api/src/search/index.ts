// What the search module offers other modules (lint/api-modules.js): they import it from here,
// never from the module's own files.
export { READING_INDEX_DETAIL, SearchReadiness } from './search-readiness';
