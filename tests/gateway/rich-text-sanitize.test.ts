import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@gateway/rich-text/sanitize-rich-text';
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS, isAllowedRichTextHref } from '@shared/rich-text';
import { ALLOWED_MARKUP, XSS_PAYLOADS } from './rich-text-xss-corpus';

const OPENING_TAG = /<([a-zA-Z][\w-]*)([^>]*)>/g;
const CLOSING_TAG = /<\/([a-zA-Z][\w-]*)\s*>/g;
const ATTRIBUTE = /([^\s=]+)="([^"]*)"/g;

/**
 * Every tag the output holds, with its attributes. Text in the output is entity-escaped, so each
 * `<` starts a tag, and attribute values are always double-quoted.
 */
function tagsIn(html: string) {
  for (const [, name = ''] of html.matchAll(CLOSING_TAG)) expect(RICH_TEXT_ALLOWED_TAGS).toContain(name.toLowerCase());
  return [...html.matchAll(OPENING_TAG)].map(([, name = '', rest = '']) => ({
    name: name.toLowerCase(),
    attributes: Object.fromEntries([...rest.matchAll(ATTRIBUTE)].map(([, key = '', value = '']) => [key, value.replaceAll('&amp;', '&')])),
    rest: rest.replace(ATTRIBUTE, '').replace('/', '').trim(),
  }));
}

describe('gateway rich-text sanitiser', () => {
  it.each(XSS_PAYLOADS)('leaves nothing that can run from %s', (payload) => {
    const clean = sanitizeRichText(payload);
    for (const tag of tagsIn(clean)) {
      expect(RICH_TEXT_ALLOWED_TAGS).toContain(tag.name);
      expect(tag.rest).toBe('');
      const allowed = RICH_TEXT_ALLOWED_ATTRIBUTES[tag.name] ?? [];
      for (const name of Object.keys(tag.attributes)) expect(allowed).toContain(name);
      if (tag.name === 'a') {
        expect(isAllowedRichTextHref(tag.attributes.href ?? '')).toBe(true);
        expect(tag.attributes).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
      }
    }
    expect(clean).not.toMatch(/javascript:|vbscript:|data:|<script|<img|<iframe|<svg|<style|\son\w+=/i);
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('keeps the text around what it removes', () => {
    expect(sanitizeRichText('<p>Open <a href="javascript:alert(1)">the handbook</a></p>')).toBe('<p>Open the handbook</p>');
    expect(sanitizeRichText('<div style="color:red">Welcome <b>aboard</b></div>')).toBe('Welcome aboard');
    expect(sanitizeRichText('<p>Hi<script>alert(1)</script> there</p>')).toBe('<p>Hi there</p>');
  });

  it('forces every link to open in a new window without a referrer', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_self" rel="opener" title="t">site</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer" href="https://example.com">site</a>',
    );
  });

  it.each(ALLOWED_MARKUP)('keeps the editor markup %s exactly, and is idempotent on it', (markup) => {
    expect(sanitizeRichText(markup)).toBe(markup);
    expect(sanitizeRichText(sanitizeRichText(markup))).toBe(markup);
  });

  it("stores an empty editor as ''", () => {
    for (const empty of ['', '<p></p>', '<p></p><p></p>', '<p><br></p>', '<p>&nbsp;</p>', '<h3>  </h3>', '<script>alert(1)</script>']) {
      expect(sanitizeRichText(empty)).toBe('');
    }
  });
});
