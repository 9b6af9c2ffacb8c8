// The first line of every large browser chunk (vite.config.ts writes it once the chunks are
// final): V8's explicit compile hint, read by Chromium from version 136, a comment to other
// engines. V8 then compiles all of a file's functions with the file, in the
// background while it streams in, instead of each one on the main thread when first called. A
// chunk is fetched when its code is about to run (a page starting, a feature opened), so most
// of its functions are called at once; the price is bytecode for those that are not. Small
// chunks go without: V8 compiles a few kilobytes lazily in well under a millisecond, and the
// comment's bytes would cost more than it saves. All of a file's functions means arrows too: the
// CommonJS factories the bundler writes as `__commonJS((e, t) => { … })` (React DOM's 180 kB
// among them) are compiled with their chunk like the rest, with no rewrite of their source.
//
// Measured on a comparison of three venues, cold loads in Chromium 156 at 1×, traced from
// startup with no DevTools attached: compiling on the main thread 169–254 ms without the hint,
// 4–9 ms with it (four loads each); the page's script heap 2.7 → 3.1 MB.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The smallest chunk given the hint, in characters of minified code. */
export const COMPILE_HINT_MIN_LENGTH = 10_000;

/** `code` with the compile hint as its first line (once), when it is long enough to gain by it. */
export function withCompileHint(code: string): string {
  if (code.length < COMPILE_HINT_MIN_LENGTH || code.startsWith(`${COMPILE_HINT}\n`)) return code;
  return `${COMPILE_HINT}\n${code}`;
}
