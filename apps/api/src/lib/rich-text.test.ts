import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isBlankHtml, sanitizeRichText } from './rich-text.ts';

describe('rich text sanitiser', () => {
  test('keeps what an editor writes: formatting, lists, tables, links, pictures, YouTube', () => {
    const html =
      '<h2>Đánh giá</h2><p><strong>Honda</strong> <em>Vision</em> <u>2023</u></p>' +
      '<ul><li>Tiết kiệm</li></ul><blockquote>Hay</blockquote>' +
      '<table><tbody><tr><td colspan="2">Giá</td></tr></tbody></table>' +
      '<p><a href="https://example.vn/xe" title="Xe">xem</a> <a href="/tin-tuc">tin</a> <a href="tel:0909123456">gọi</a></p>' +
      '<img src="/uploads/editor/a.png" alt="Xe" width="600">' +
      '<iframe src="https://www.youtube.com/embed/abc123" width="560" height="315" allowfullscreen></iframe>';
    assert.equal(sanitizeRichText(html), html.replace('width="600">', 'width="600" />'));
  });

  test('no script, event handler, javascript: or data: URL survives', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="java&#x09;script:alert(1)">x</a>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<iframe src="https://evil.example/x"></iframe>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<svg onload="alert(1)"><circle/></svg>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
      '<object data="x.swf"></object><embed src="x.swf">',
      '<form action="/steal"><input name="p"></form>',
      '<style>body{display:none}</style>',
      '<a href="//evil.example">x</a>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    ];
    for (const attack of attacks) {
      const clean = sanitizeRichText(`<p>ok</p>${attack}`);
      assert.doesNotMatch(
        clean,
        /<script|onerror|onload|onclick|javascript:|data:|<iframe|<svg|<object|<embed|<form|<style|evil\.example/i,
        attack,
      );
      assert.match(clean, /^<p>ok<\/p>/);
    }
  });

  test('links opening a new tab get rel="noopener noreferrer"', () => {
    assert.equal(
      sanitizeRichText('<a href="https://vpbank.com.vn" target="_blank" rel="opener">VPBank</a>'),
      '<a href="https://vpbank.com.vn" target="_blank" rel="noopener noreferrer">VPBank</a>',
    );
  });

  test('blank: no text, picture or player', () => {
    assert.equal(isBlankHtml(sanitizeRichText('<script>x</script><p> &nbsp; </p>')), true);
    assert.equal(isBlankHtml('<p><img src="/uploads/editor/a.png"></p>'), false);
    assert.equal(isBlankHtml('<p>Xe</p>'), false);
  });
});
