import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_URL_SCHEMES,
  isRichTextBlank,
  richTextAttributes,
} from '@shared/rich-text';

// Any name outside the allow-list: sanitize-html then drops the tag and keeps its text.
const UNWRAPPED = 'span';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  enforceHtmlBoundary: false,
  transformTags: {
    '*': (tagName, attribs) => {
      const kept = (RICH_TEXT_ALLOWED_TAGS as readonly string[]).includes(tagName) ? richTextAttributes(tagName, attribs) : {};
      return kept === null ? { tagName: UNWRAPPED, attribs: {} } : { tagName, attribs: kept };
    },
  },
};

/**
 * Cleans rich-text HTML before the gateway stores it, with the allow-list the renderer shows it
 * with: allowed formatting stays, links keep only http(s) and mailto: addresses and open in a new
 * window without a referrer, everything else goes. Running it twice changes nothing, and an empty
 * editor (`<p></p>`) is stored as ''.
 */
export function sanitizeRichText(html: string): string {
  // The renderer and the editor write void elements the HTML way, so stored text matches theirs.
  const clean = sanitizeHtml(html, OPTIONS).replaceAll('<br />', '<br>');
  return isRichTextBlank(clean) ? '' : clean;
}
