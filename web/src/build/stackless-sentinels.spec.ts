import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { builtScripts } from './built-scripts';
import { REACT_DOM_CLIENT, REACT_DOM_SENTINELS, stacklessSentinels } from './stackless-sentinels';

// React DOM's shape, in small: the sentinels made at module level, thrown and caught by identity.
const reactDomLike = `
function formatProdErrorMessage(code) { return "Minified React error #" + code; }
var HydrationMismatchException = Error(formatProdErrorMessage(519));
var SuspenseException = Error(formatProdErrorMessage(460)),
  SuspenseyCommitException = Error(formatProdErrorMessage(474)),
  SuspenseActionException = Error(formatProdErrorMessage(542)),
  noopSuspenseyCommitThenable = { then: function () {} };
var SelectiveHydrationException = Error(formatProdErrorMessage(461)),
  didReceiveUpdate = !1;
function suspend() { throw SuspenseException; }
function caught() { try { suspend(); } catch (thrown) { return thrown === SuspenseException; } }
exports.sentinels = [HydrationMismatchException, SuspenseException, SuspenseyCommitException, SuspenseActionException, SelectiveHydrationException];
exports.caught = caught();
`;

/** The module's exports, evaluated in a context of its own (sharing this realm's Error, for `instanceof`). */
function evaluate(code: string) {
  const context = { exports: {} as { sentinels: object[]; caught: boolean }, Error, Object };
  runInNewContext(code, context);
  return context.exports;
}

describe('React DOM’s sentinel errors, made without a stack', () => {
  it('are errors with their messages, thrown and caught as before, with no stack taken', () => {
    const before = evaluate(reactDomLike);
    const after = evaluate(stacklessSentinels(reactDomLike));

    expect(after.caught).toBe(true);
    expect(after.sentinels.map((sentinel) => (sentinel as Error).message)).toEqual(
      before.sentinels.map((sentinel) => (sentinel as Error).message),
    );
    for (const sentinel of after.sentinels) {
      expect(sentinel).toBeInstanceOf(Error);
      expect(Object.hasOwn(sentinel, 'stack')).toBe(false);
    }
    expect(before.sentinels.every((sentinel) => Object.hasOwn(sentinel, 'stack'))).toBe(true);
  });

  it('stops the build when React DOM no longer makes one of them as expected', () => {
    const renamed = reactDomLike.replace('SuspenseyCommitException = Error(', 'SuspenseyCommit = Error(');

    expect(() => stacklessSentinels(renamed)).toThrow(
      'React DOM makes SuspenseyCommitException 0 times where one was expected',
    );
  });

  it('finds all five in the React DOM installed', () => {
    const reactDomPackage = createRequire(import.meta.url).resolve('react-dom/package.json');
    const file = join(dirname(reactDomPackage), 'cjs/react-dom-client.production.js');
    expect(file).toMatch(REACT_DOM_CLIENT);

    const rewritten = stacklessSentinels(readFileSync(file, 'utf8'));

    for (const name of REACT_DOM_SENTINELS) expect(rewritten).not.toContain(`${name} = Error(`);
  });

  it('is how the browser build makes them', () => {
    const reactDom = builtScripts()
      .map(({ code }) => code)
      .filter((text) => text.includes('https://react.dev/errors/'));

    expect(reactDom.length).toBeGreaterThan(0);
    // The sentinels' error codes, made by the helper rather than by Error.
    for (const sentinelCode of [519, 460, 474, 542, 461]) {
      expect(reactDom.some((text) => new RegExp(`=\\w+\\(${sentinelCode}\\)`).test(text))).toBe(true);
      expect(reactDom.some((text) => new RegExp(`Error\\(\\w+\\(${sentinelCode}\\)\\)`).test(text))).toBe(false);
    }
    expect(reactDom.some((text) => /Object\.create\(Error\.prototype\)/.test(text))).toBe(true);
  });
});
