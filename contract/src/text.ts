// How typed text and indexed text are compared everywhere: the search engines' words, the
// type-ahead's vocabulary of cities and categories, and the search box's understanding.

/** Lower case, accents off, anything but letters and digits a space: "King's Café" → "king s cafe". */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
