/**
 * What typed text may hold, decided once for the gateway's whole contract. The C0 control
 * characters (U+0000 to U+001F) and DEL are not text anyone types: PostgreSQL cannot store NUL in a
 * text column at all, and the others hide in what people read, end up in logs and mails, and start
 * terminal escape sequences. Tab, line feed and carriage return are text where a field holds several
 * lines (browsers send a textarea's line breaks as CRLF), and nowhere else.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what these find
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above, less tab, line feed and carriage return
const CONTROL_CHARACTER_BESIDES_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A single-line field, a password, an id: no control character at all. */
export function isSingleLineText(text: string): boolean {
  return !CONTROL_CHARACTER.test(text);
}

/** A field of several lines (a comment, instructions, rich text): tab and line breaks too. */
export function isMultiLineText(text: string): boolean {
  return !CONTROL_CHARACTER_BESIDES_LINE_BREAKS.test(text);
}
