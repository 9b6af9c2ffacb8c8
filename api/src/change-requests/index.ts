// What the change-requests module offers other modules (lint/api-modules.js): they import it from here,
// never from the module's own files.
export { ChangeRequestException } from './change-request.exception';
