import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@gateway/rich-text/sanitize-rich-text';
import { purifyRichText } from '@renderer/components/rich-text/purify-rich-text';
import { ALLOWED_MARKUP, XSS_PAYLOADS } from '../gateway/rich-text-xss-corpus';

/**
 * The DOM each output builds, written out with sorted attributes: the two libraries serialise
 * differently (`<br />` against `<br>`, which characters become entities), but a browser must
 * build the same page from both.
 */
function canonical(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const write = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
    if (!(node instanceof Element)) return '';
    const attributes = [...node.attributes].map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`).sort();
    return `<${[node.localName, ...attributes].join(' ')}>${[...node.childNodes].map(write).join('')}</${node.localName}>`;
  };
  return [...template.content.childNodes].map(write).join('');
}

describe('the renderer and the gateway sanitise alike', () => {
  it.each(XSS_PAYLOADS)('agree on %s', (payload) => {
    expect(canonical(purifyRichText(payload))).toBe(canonical(sanitizeRichText(payload)));
  });

  it.each(ALLOWED_MARKUP)('both keep the editor markup %s exactly', (markup) => {
    expect(purifyRichText(markup)).toBe(markup);
    expect(sanitizeRichText(markup)).toBe(markup);
  });

  it('both take an empty editor to an empty string', () => {
    for (const empty of ['<p></p>', '<p></p><p></p>', '<p><br></p>', '<h2> </h2>', '']) {
      expect(purifyRichText(empty)).toBe('');
      expect(sanitizeRichText(empty)).toBe('');
    }
  });
});
