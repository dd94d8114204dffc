import { describe, expect, it } from 'vitest';
import { richTextHtml } from '@shared/contract/rich-text';
import {
  RICH_TEXT_HEADING_LEVELS,
  RICH_TEXT_HISTORY_DELAY_MS,
  RICH_TEXT_HISTORY_DEPTH,
  RICH_TEXT_TEXT,
  checkLinkAddress,
  isAllowedRichTextHref,
  isRichTextBlank,
  richTextAttributes,
  richTextHtmlLimit,
  richTextTextLength,
} from '@shared/rich-text';

describe('rich text: spec section 9', () => {
  it('groups history at 500 ms, keeps 100 steps and offers headings 1 to 6', () => {
    expect(RICH_TEXT_HISTORY_DELAY_MS).toBe(500);
    expect(RICH_TEXT_HISTORY_DEPTH).toBe(100);
    expect(RICH_TEXT_HEADING_LEVELS).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('rich text: link addresses', () => {
  it('allows absolute http and https addresses with a host, and mailto: addresses', () => {
    for (const href of ['https://example.com', 'http://intranet.example.com/a?b=1#c', 'mailto:people@example.com', 'HTTPS://EXAMPLE.COM']) {
      expect(isAllowedRichTextHref(href)).toBe(true);
    }
  });

  it('refuses scripts, other schemes, relative addresses and hidden schemes', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://example.com',
      'tel:+441234',
      '/relative',
      '//evil.example',
      'https:evil.example',
      'https://',
      'mailto:',
      'https://exa mple.com',
      '',
    ]) {
      expect(isAllowedRichTextHref(href)).toBe(false);
    }
  });

  it('checks what a person types in the link dialog, adding https:// or mailto: to a bare address', () => {
    expect(checkLinkAddress('  https://example.com/handbook ')).toEqual({ ok: true, href: 'https://example.com/handbook' });
    expect(checkLinkAddress('example.com/handbook')).toEqual({ ok: true, href: 'https://example.com/handbook' });
    expect(checkLinkAddress('people@example.com')).toEqual({ ok: true, href: 'mailto:people@example.com' });
    expect(checkLinkAddress('mailto:people@example.com')).toEqual({ ok: true, href: 'mailto:people@example.com' });
    expect(checkLinkAddress('example.com:8080/x')).toEqual({ ok: true, href: 'https://example.com:8080/x' });
  });

  it('says why an address is refused', () => {
    expect(checkLinkAddress('   ')).toEqual({ ok: false, message: RICH_TEXT_TEXT.linkRequired });
    expect(checkLinkAddress('javascript:alert(1)')).toEqual({ ok: false, message: RICH_TEXT_TEXT.linkScheme });
    expect(checkLinkAddress('ftp://files.example.com')).toEqual({ ok: false, message: RICH_TEXT_TEXT.linkScheme });
    expect(checkLinkAddress('handbook')).toEqual({ ok: false, message: RICH_TEXT_TEXT.linkInvalid });
    expect(checkLinkAddress('mailto:nobody')).toEqual({ ok: false, message: RICH_TEXT_TEXT.linkInvalid });
  });
});

describe('rich text: attributes', () => {
  it('keeps an allowed link with the forced target and rel, in a fixed order', () => {
    expect(richTextAttributes('a', { rel: 'opener', href: ' https://example.com ', onclick: 'x', target: '_self' })).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer',
      href: 'https://example.com',
    });
    expect(richTextAttributes('a', { href: 'javascript:alert(1)' })).toBeNull();
    expect(richTextAttributes('a', {})).toBeNull();
  });

  it('keeps a numeric list start and a list type, and nothing on other tags', () => {
    expect(richTextAttributes('ol', { start: '3', type: 'i', style: 'x' })).toEqual({ start: '3', type: 'i' });
    expect(richTextAttributes('ol', { start: '1', type: 'disc' })).toEqual({});
    expect(richTextAttributes('ol', { start: 'javascript:x' })).toEqual({});
    expect(richTextAttributes('p', { style: 'color:red', class: 'x', onclick: 'x' })).toEqual({});
  });
});

describe('rich text: text length', () => {
  it('counts the characters a person reads, not the markup', () => {
    expect(richTextTextLength('<p><strong>Hello</strong> <a href="https://example.com/very/long">world</a></p>')).toBe(11);
    expect(richTextTextLength('<p>Fish &amp; chips &lt;3&nbsp;&#8364;5 &#x1F600;</p>')).toBe(20);
    expect(isRichTextBlank('<p></p><p><br></p><h2>&nbsp;</h2>')).toBe(true);
    expect(isRichTextBlank('<p>.</p>')).toBe(false);
  });
});

describe('rich text: contract field', () => {
  const field = richTextHtml('Description', 20);

  it('accepts HTML within the text limit, however much markup it has within reason', () => {
    expect(field.safeParse('<p><strong><em>Twenty characters ok</em></strong></p>').success).toBe(true);
    expect(field.safeParse('').success).toBe(true);
  });

  it('refuses too much text with the same message the editor shows', () => {
    const result = field.safeParse('<p>Twenty-one characters</p>');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Keep this text to 20 characters or fewer.');
  });

  it('refuses markup beyond the allowance and anything that is not a string', () => {
    const bloated = `<p>${'<strong></strong>'.repeat(richTextHtmlLimit(20) / 17 + 1)}</p>`;
    expect(field.safeParse(bloated).error?.issues[0]?.message).toBe(RICH_TEXT_TEXT.htmlTooLong);
    expect(field.safeParse(42).error?.issues[0]?.message).toBe(RICH_TEXT_TEXT.notHtml);
  });
});
