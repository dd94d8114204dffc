import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_DROPPED_WITH_CONTENT, isRichTextBlank, richTextAttributes } from '@shared/rich-text';

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ALLOWED_ATTRIBUTES).flat())],
  FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

let purifier: Purifier | undefined;

/**
 * An instance of its own, so the hook that applies the shared attribute rules (per tag, in a fixed
 * order, links forced to a new window without a referrer) touches no other DOMPurify user.
 */
function richTextPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (element) => {
    const present = Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
    const kept = richTextAttributes(element.localName, present) ?? {};
    for (const name of Object.keys(present)) element.removeAttribute(name);
    for (const [name, value] of Object.entries(kept)) element.setAttribute(name, value);
  });
  purifier = instance;
  return instance;
}

/**
 * Sanitises stored rich text for display with the allow-list the gateway stores it with. A link
 * whose address is not allowed keeps its text and loses the link; a blank result is ''.
 */
export function purifyRichText(html: string): string {
  const fragment = richTextPurifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  for (const anchor of [...fragment.querySelectorAll('a:not([href])')]) anchor.replaceWith(...anchor.childNodes);
  const container = document.createElement('div');
  container.append(fragment);
  const clean = container.innerHTML;
  return isRichTextBlank(clean) ? '' : clean;
}
