import { z } from 'zod';
import { RICH_TEXT_TEXT, richTextHtmlLimit, richTextTextLength } from '../rich-text';

/**
 * A contract field that holds the rich-text editor's HTML: at most `maxTextLength` characters of
 * text (the editor's `maxLength` counts the same way), and a bounded amount of markup. It only
 * checks size; the gateway handler runs `sanitizeRichText` on the value before it stores it.
 */
export function richTextHtml(maxTextLength: number) {
  return z
    .string({ error: RICH_TEXT_TEXT.notHtml })
    .max(richTextHtmlLimit(maxTextLength), { error: RICH_TEXT_TEXT.htmlTooLong })
    .refine((html) => richTextTextLength(html) <= maxTextLength, { error: RICH_TEXT_TEXT.tooLong(maxTextLength) });
}
