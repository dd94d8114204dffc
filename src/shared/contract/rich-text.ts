import { RICH_TEXT_TEXT, richTextHtmlLimit, richTextTextLength } from '../rich-text';
import { multiLineText } from './text';

/**
 * A contract field that holds the rich-text editor's HTML: at most `maxTextLength` characters of
 * text (the editor's `maxLength` counts the same way), and a bounded amount of markup. It only
 * checks size and the text rule; the gateway handler runs `sanitizeRichText` on the value before it stores it.
 */
export function richTextHtml(label: string, maxTextLength: number) {
  return multiLineText(label, { missing: RICH_TEXT_TEXT.notHtml, trim: false })
    .max(richTextHtmlLimit(maxTextLength), { error: RICH_TEXT_TEXT.htmlTooLong })
    .refine((html) => richTextTextLength(html) <= maxTextLength, { error: RICH_TEXT_TEXT.tooLong(maxTextLength) });
}
