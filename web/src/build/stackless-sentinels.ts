// React DOM makes five errors as its module is evaluated: sentinels it throws and catches, and
// tells apart by identity alone (SuspenseException and its kin), never shown. Every Error takes a
// stack as it is made. In a visitor's browser that is a list of code offsets; but with DevTools'
// Runtime on (Lighthouse, PageSpeed Insights, Playwright), V8 records a full stack with line
// numbers, and to find them re-parses each function on it: here the whole of React DOM, twice
// (its CommonJS factory, then its chunk). Made without a stack — an object whose prototype is
// Error.prototype, with its message — they are the same to React.
//
// Measured on a comparison of three venues, cold loads in Chromium 156 at 1× under Playwright,
// three each: evaluating React DOM took 31–33 ms of CPU before, 3–5 ms after; V8's
// source-position collection over the whole load 37–57 ms → 4–13 ms (the venue page's 36–85 →
// 4–6 ms). A visitor's browser, with no DevTools, never paid it: the change is to what Lighthouse
// and the tests' browser measure.

/** React DOM's sentinels, each made once at module level in react-dom-client.production.js. */
export const REACT_DOM_SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

/** The file of React DOM's browser build that makes them. */
export const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

const HELPER = 'venueFinderStacklessError';

// A declaration, hoisted to the top of the module's scope wherever it is written.
const helperSource = `
function ${HELPER}(code) {
  var error = Object.create(Error.prototype);
  error.message = formatProdErrorMessage(code);
  return error;
}
`;

/**
 * `code` (react-dom-client.production.js) with each sentinel made without a stack. Throws when one
 * is no longer made as this expects, so that a new React DOM fails the build rather than slipping
 * past it.
 */
export function stacklessSentinels(code: string): string {
  let rewritten = code;
  for (const name of REACT_DOM_SENTINELS) {
    const made = new RegExp(`\\b${name} = Error\\(formatProdErrorMessage\\((\\d+)\\)\\)`, 'g');
    const count = rewritten.match(made)?.length ?? 0;
    if (count !== 1) {
      throw new Error(
        `React DOM makes ${name} ${count} times where one was expected: see web/src/build/stackless-sentinels.ts.`,
      );
    }
    rewritten = rewritten.replace(made, `${name} = ${HELPER}($1)`);
  }
  return `${rewritten}${helperSource}`;
}
