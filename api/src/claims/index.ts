// What the claims module offers other modules (lint/api-modules.js): they import it from here,
// never from the module's own files.
export { claimRejectedMail } from './claim-mails';
export { ClaimRepository } from './claim.repository';
