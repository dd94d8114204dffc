/**
 * Rich text: the editor's constants (spec section 9) and the one allow-list that both the
 * renderer (DOMPurify, where HTML is shown) and the gateway (sanitize-html, where it is stored)
 * sanitise with, so the two never disagree about what a stored message may contain.
 */

/** Spec section 9: edits closer together than this undo as one step. */
export const RICH_TEXT_HISTORY_DELAY_MS = 500;
/** Spec section 9: the undo history keeps this many steps. */
export const RICH_TEXT_HISTORY_DEPTH = 100;
/** Spec section 9: heading levels 1 to 6. */
export const RICH_TEXT_HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type RichTextHeadingLevel = (typeof RICH_TEXT_HEADING_LEVELS)[number];

/** Schemes a link may use. Anything else, relative addresses included, loses its link. */
export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/**
 * Exactly the markup the editor's toolbar produces. Images are left out on purpose: the editor
 * cannot insert them, and a remote image in a stored message would be fetched by every viewer
 * (a tracking pixel that reports who opened it and when, or a request to an internal address).
 * Files travel through the upload widget, where type and size are checked.
 */
export const RICH_TEXT_ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'a'] as const;

/** Attributes each tag may keep; every other attribute (style, class, on*, id, data-*) goes. */
export const RICH_TEXT_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['target', 'rel', 'href'],
  ol: ['start', 'type'],
};

/**
 * Elements dropped together with everything inside them. Any other element outside the
 * allow-list is unwrapped: it goes, its text stays.
 */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'select',
  'option',
  'xmp',
  'plaintext',
  'title',
  'head',
  'svg',
  'math',
  'video',
  'audio',
  'canvas',
] as const;

/** Every link opens outside the app and tells the site nothing about where it came from. */
export const RICH_TEXT_LINK_TARGET = '_blank';
export const RICH_TEXT_LINK_REL = 'noopener noreferrer';

const ORDERED_LIST_TYPES = new Set(['1', 'a', 'A', 'i', 'I']);
const ALLOWED_HREF_START = /^(?:https?:\/\/|mailto:)/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

/**
 * Whether a link address may be stored and shown: an absolute http(s) address with a host, or a
 * mailto: address. The check is on the address exactly as written, so a scheme hidden behind
 * spaces, control characters or entities (`java\tscript:`) never passes.
 */
export function isAllowedRichTextHref(href: string): boolean {
  if (!ALLOWED_HREF_START.test(href) || CONTROL_OR_SPACE.test(href)) return false;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol === 'mailto:') return url.pathname.length > 0;
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}

/**
 * The attributes an allowed element keeps, in a fixed order, with the link attributes forced.
 * Returns null for a link whose address is not allowed: the sanitisers then keep only its text.
 */
export function richTextAttributes(tag: string, attributes: Readonly<Record<string, string>>): Record<string, string> | null {
  if (tag === 'a') {
    const href = attributes.href?.trim() ?? '';
    if (!isAllowedRichTextHref(href)) return null;
    return { target: RICH_TEXT_LINK_TARGET, rel: RICH_TEXT_LINK_REL, href };
  }
  if (tag === 'ol') {
    const kept: Record<string, string> = {};
    const start = attributes.start?.trim();
    if (start !== undefined && /^\d{1,6}$/.test(start) && Number(start) !== 1) kept.start = String(Number(start));
    const type = attributes.type;
    if (type !== undefined && ORDERED_LIST_TYPES.has(type)) kept.type = type;
    return kept;
  }
  return {};
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#x') || body.startsWith('#X')) return codePoint(Number.parseInt(body.slice(2), 16), entity);
  if (body.startsWith('#')) return codePoint(Number.parseInt(body.slice(1), 10), entity);
  return NAMED_ENTITIES[body] ?? entity;
}

function codePoint(value: number, fallback: string): string {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : fallback;
}

/** The text a person reads in the HTML: tags removed, the common entities decoded. */
export function richTextPlainText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (entity, body: string) => decodeEntity(entity, body));
}

/** How many characters of text the HTML holds; the editor's counter and the contract both use it. */
export function richTextTextLength(html: string): number {
  return [...richTextPlainText(html)].length;
}

/** True when the HTML holds no visible text, as the editor's empty `<p></p>` does. */
export function isRichTextBlank(html: string): boolean {
  return richTextPlainText(html).trim() === '';
}

/**
 * The longest HTML accepted for a text limit. Links and formatting add markup that is not text
 * (a link's address can be long), so the allowance is generous but still bounds the request.
 */
export function richTextHtmlLimit(maxTextLength: number): number {
  return maxTextLength * 16 + 8192;
}

export const RICH_TEXT_TEXT = {
  linkRequired: 'Enter a link address.',
  linkScheme: 'Links must start with http://, https:// or mailto:.',
  linkInvalid: 'Enter a complete address, such as https://example.com or mailto:name@example.com.',
  htmlTooLong: 'This text has too much formatting to be saved. Remove some formatting or links.',
  notHtml: 'Send this text as an HTML string.',
  tooLong: (maxTextLength: number) => `Keep this text to ${maxTextLength.toLocaleString('en-GB')} characters or fewer.`,
} as const;

export type LinkAddressCheck = { ok: true; href: string } | { ok: false; message: string };

/**
 * Checks an address a person typed for a link. A bare `example.com` or `name@example.com` gets
 * https:// or mailto: in front; any other scheme, javascript: included, is refused.
 */
export function checkLinkAddress(input: string): LinkAddressCheck {
  const typed = input.trim().replace(/\s+/g, '%20');
  if (typed === '') return { ok: false, message: RICH_TEXT_TEXT.linkRequired };
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(typed) && !/^[^:/@]+:\d+(?:[/?#]|$)/.test(typed);
  let href = typed;
  if (!hasScheme) href = /^[^/@]+@[^/@]+\.[^/@]+$/.test(typed) ? `mailto:${typed}` : `https://${typed.replace(/^\/\//, '')}`;
  if (!ALLOWED_HREF_START.test(href)) return { ok: false, message: RICH_TEXT_TEXT.linkScheme };
  if (!isAllowedRichTextHref(href)) return { ok: false, message: RICH_TEXT_TEXT.linkInvalid };
  const url = new URL(href);
  const complete = url.protocol === 'mailto:' ? url.pathname.includes('@') : url.hostname.includes('.');
  return complete ? { ok: true, href } : { ok: false, message: RICH_TEXT_TEXT.linkInvalid };
}
