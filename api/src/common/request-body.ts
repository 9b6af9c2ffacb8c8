// What the API accepts as a request body, and how the body parser's refusals are worded.

/**
 * Room for the largest valid body (a brief of 50 venues with 2,000-character notes each) many
 * times over, so an over-long field is parsed and refused by name (400); beyond it, a 413.
 */
export const JSON_BODY_LIMIT_MB = 2;

/** The body parser's error types (the `type` of its errors), with words a person can act on. */
const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': `The request body is too large: at most ${JSON_BODY_LIMIT_MB} MB is accepted. Shorten the notes and try again.`,
  'charset.unsupported': 'The request body must be sent as UTF-8.',
  'encoding.unsupported':
    'The request body is compressed in a way the API does not accept; send it uncompressed or gzipped.',
  'request.aborted': 'The request body was cut off before it was complete. Please send it again.',
};

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
};

/** The API's error body for a body-parser error, or undefined when the error is not one. */
export function bodyParserError(error: unknown): { statusCode: number; error: string; message: string } | undefined {
  const { status, type } = (error ?? {}) as { status?: number; type?: string };
  if (!type || !status || status < 400 || status >= 500) return undefined;
  return {
    statusCode: status,
    error: STATUS_NAMES[status] ?? 'Bad Request',
    message: BODY_PARSER_MESSAGES[type] ?? 'The request body could not be read.',
  };
}
