import { htmlToText, textToHtml } from './description-text';

describe('the wizard description', () => {
  it('turns paragraphs and line breaks into the HTML the server keeps, escaped', () => {
    expect(textToHtml('Three halls & a garden.\nStep-free.\n\n<b>Book</b> early.')).toBe(
      '<p>Three halls &amp; a garden.<br>Step-free.</p><p>&lt;b&gt;Book&lt;/b&gt; early.</p>',
    );
    expect(textToHtml('  \n\n ')).toBe('');
  });

  it('reads it back as the text the owner typed', () => {
    const text = 'Three halls & a garden.\nStep-free.\n\n<b>Book</b> early.';
    expect(htmlToText(textToHtml(text))).toBe(text);
    expect(htmlToText('<ul><li>Wi-Fi</li><li>Stage</li></ul>')).toBe('• Wi-Fi\n• Stage');
  });
});
