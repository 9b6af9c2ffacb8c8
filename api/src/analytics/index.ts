// What the analytics module offers other modules (lint/api-modules.js): they import it from here,
// never from the module's own files.
export { addDays, londonDay } from './london-day';
