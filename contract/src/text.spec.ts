import { normaliseText } from './text';

describe(normaliseText.name, () => {
  it('lower-cases, drops accents and turns punctuation into spaces', () => {
    expect(normaliseText("  The King's Café, Wi-Fi! ")).toBe('the king s cafe wi fi');
  });
});
