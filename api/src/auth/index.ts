// What the auth module offers other modules (lint/api-modules.js): they import it from here,
// never from the module's own files.
export { OneTimeTokenRepository } from './one-time-token.repository';
export { UserRepository } from './user.repository';
export { SessionRepository } from './session.repository';
