// The site's text comes in the sizes of one type scale (the --text-* properties in styles.css)
// and three weights. A size or weight outside them is a design decision to make in styles.css,
// for the whole site, rather than in one rule.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const WEIGHTS = ['400', '600', '700'];
/** The root's size (the visitor's own) and the page title's, which grows with the screen. */
const FREE_SIZES = ['100%', 'clamp(1.6rem, 1.2rem + 1.5vw, 2.2rem)'];

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Every `property: value` in the web app's stylesheets, with where it is. */
function declarations(property: string): { at: string; value: string }[] {
  return stylesheets(SRC).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const match = new RegExp(`^\\s*${property}:\\s*(.+);`).exec(line);
        return match ? [{ at: `${relative(SRC, file)}:${index + 1}`, value: match[1] }] : [];
      }),
  );
}

describe('the type scale', () => {
  const scale = [...readFileSync(join(SRC, 'styles.css'), 'utf8').matchAll(/^\s*(--text-[a-z0-9]+):/gm)].map(
    (match) => match[1],
  );

  it('is defined in styles.css', () => {
    expect(scale).toEqual([
      '--text-xs',
      '--text-sm',
      '--text-md',
      '--text-lg',
      '--text-xl',
      '--text-2xl',
      '--text-3xl',
    ]);
  });

  it('gives every font size in the stylesheets', () => {
    const sizes = declarations('font-size');
    expect(sizes.length).toBeGreaterThan(50);
    const outside = sizes.filter(
      ({ value }) => !FREE_SIZES.includes(value) && !scale.some((step) => value === `var(${step})`),
    );
    expect(outside).toEqual([]);
  });

  it('comes in three weights', () => {
    const outside = declarations('font-weight').filter(({ value }) => !WEIGHTS.includes(value));
    expect(outside).toEqual([]);
  });
});
