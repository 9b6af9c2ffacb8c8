// The stylesheets of a server-rendered page, written into its HTML: the page is drawn as soon as
// the HTML has arrived, instead of after a round trip for each stylesheet (on a phone's
// connection, most of the wait before the first venue shows). Each link to a built stylesheet
// becomes the stylesheet's text in a <style>, followed by the same link made `disabled`, which
// the browser does not fetch: Vite's loader, which adds a chunk's stylesheet when the page has no
// link to it, sees the link and adds none, so the styles come once and nothing waits for them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/assets\/([\w.-]+\.css)">/g;

/**
 * Writes the stylesheets under `assetsDir` (the build's hashed, immutable files, read once each)
 * into the HTML in place of their links; a link to a file it cannot read is left as it is.
 */
export function stylesheetInliner(assetsDir: string): (html: string) => string {
  const texts = new Map<string, string | null>();
  const textOf = (file: string): string | null => {
    if (!texts.has(file)) texts.set(file, readStylesheet(join(assetsDir, file)));
    return texts.get(file)!;
  };
  return (html) =>
    html.replace(STYLESHEET_LINK, (link, file: string) => {
      const text = textOf(file);
      return text === null ? link : `<style>${text}</style>${link.replace('>', ' disabled>')}`;
    });
}

/** The stylesheet's text, or null when it is not in the build or could end a <style> early. */
function readStylesheet(path: string): string | null {
  try {
    const text = readFileSync(path, 'utf8');
    return /<\/style/i.test(text) ? null : text;
  } catch {
    return null;
  }
}
