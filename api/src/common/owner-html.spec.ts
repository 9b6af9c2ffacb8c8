import { ownerHtmlToText, sanitiseOwnerHtml } from './owner-html';

describe('owner HTML', () => {
  it('keeps paragraphs, line breaks, emphasis and lists', () => {
    const html =
      '<p>Three <strong>rooms</strong> and <em>a garden</em>.<br>Step-free.</p><ul><li>Wi-Fi</li><li>Stage</li></ul>';
    expect(sanitiseOwnerHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it.each([
    ['<script>alert(1)</script><p>Hi</p>', '<p>Hi</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<p onclick="alert(1)" style="color:red">Hi</p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">Book now</a>', 'Book now'],
    ['<a href="https://spam.example">cheap</a>', 'cheap'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['<p>1 < 2 & 3 > 2</p>', '<p>1 &lt; 2 &amp; 3 &gt; 2</p>'],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['<form action="https://evil.example"><input name=x></form>', ''],
    ['<div><p>Nested</p></div>', '<p>Nested</p>'],
  ])('makes %p safe', (input, output) => {
    expect(sanitiseOwnerHtml(input)).toBe(output);
  });

  it('reads as text: paragraphs apart, list items bulleted, entities decoded', () => {
    expect(
      ownerHtmlToText(
        '<p>Three rooms &amp; a garden.<br>Step-free.</p><ul><li>Wi-Fi</li><li>Stage</li></ul><p>Book early.</p>',
      ),
    ).toBe('Three rooms & a garden.\nStep-free.\n\n• Wi-Fi\n• Stage\n\nBook early.');
  });
});
