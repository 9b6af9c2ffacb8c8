// Whether an error means "the database cannot be reached just now" (it is down, restarting or
// the network to it is cut) rather than "this query is wrong". The api answers the first with a
// 503 and Retry-After, the indexer and job runners retry it; only the second is a bug.

/** Socket-level failures while connecting or talking to PostgreSQL. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not yet back: class 08 (connection exception),
 * 57P01–57P03 (admin/crash shutdown, cannot connect now) and 53300 (too many connections).
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/**
 * TypeORM's error for a transaction whose connection the server dropped mid-way (the next query
 * in it finds the connection released).
 */
const LOST_CONNECTION_ERRORS = new Set(['QueryRunnerProviderAlreadyReleasedError']);

/** node-postgres says these in words only, without a code. */
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // TypeORM wraps the driver's error (driverError); Node wraps causes (cause). Follow both a few deep.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { name, code, message, driverError, cause } = current as {
      name?: unknown;
      code?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
    };
    if (typeof name === 'string' && LOST_CONNECTION_ERRORS.has(name)) return true;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    // AggregateError (a host with several addresses, all refusing).
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    current = driverError ?? cause;
  }
  return false;
}
