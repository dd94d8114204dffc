import StarterKit from '@tiptap/starter-kit';
import {
  RICH_TEXT_HEADING_LEVELS,
  RICH_TEXT_HISTORY_DELAY_MS,
  RICH_TEXT_HISTORY_DEPTH,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_TARGET,
  isAllowedRichTextHref,
} from '@shared/rich-text';

/**
 * The editor's schema: what the toolbar offers and nothing more, so everything it writes is on
 * the shared allow-list. Code, code blocks and rules have no button and would only be reachable
 * through Markdown shortcuts, so they are left out.
 */
export function richTextExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
      undoRedo: { depth: RICH_TEXT_HISTORY_DEPTH, newGroupDelay: RICH_TEXT_HISTORY_DELAY_MS },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        // http, https and mailto are linkify's own schemes; the rule itself is isAllowedUri.
        protocols: [],
        HTMLAttributes: { target: RICH_TEXT_LINK_TARGET, rel: RICH_TEXT_LINK_REL },
        isAllowedUri: (url) => isAllowedRichTextHref(url.trim()),
      },
      code: false,
      codeBlock: false,
      horizontalRule: false,
    }),
  ];
}
