// The time, behind one class, so that expiry, lifetimes and queues can be tested with a clock of
// the test's own instead of waiting. The api injects it (api/src/auth/clock.ts re-exports it as its
// Nest provider); the indexer and ops construct it. Product code asks it for "now" and passes that
// into SQL, never PostgreSQL's now(), so the database and the code agree on the time.
export class Clock {
  now(): Date {
    return new Date();
  }
}
