// What the accounts module offers other modules (lint/api-modules.js): they import it from here,
// never from the module's own files.
export { AccountException } from './account.exception';
