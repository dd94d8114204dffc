import { z } from 'zod';
import { TEXT_RULE_TEXT } from '../messages';
import { isMultiLineText, isSingleLineText } from '../text-rules';

/**
 * The one way a contract input takes text: every text field of every operation (path ids, query
 * values, emails and passwords included) is built here, so none can skip the text rule
 * (src/shared/text-rules.ts). The rule is checked before the field's own checks, and its message
 * names the field by the label people know it by.
 */
export interface TextOptions {
  /** The message when the field is missing or not a string. */
  missing?: string;
  /** Leading and trailing white space dropped; default true. */
  trim?: boolean;
}

function text(label: string, allowed: (text: string) => boolean, { missing, trim = true }: TextOptions) {
  const string = missing === undefined ? z.string() : z.string({ error: missing });
  return (trim ? string.trim() : string).refine(allowed, { error: TEXT_RULE_TEXT.controlCharacters(label) });
}

/** A text field's length limit, said of the field by its label: the same words from the form and the gateway. */
export const TEXT_LENGTH_TEXT = {
  tooLong: (label: string, max: number) => `${label} can be at most ${max.toLocaleString('en-GB')} characters.`,
} as const;

/** One line of text: no control character at all. */
export function singleLineText(label: string, options: TextOptions = {}) {
  return text(label, isSingleLineText, options);
}

/** Text of several lines (comments, reasons, instructions, rich text): tab and line breaks as well. */
export function multiLineText(label: string, options: TextOptions = {}) {
  return text(label, isMultiLineText, options);
}

/** A password or a token exactly as sent, never trimmed: any printable character, spaces included. */
export function passwordText(label: string, options: Omit<TextOptions, 'trim'> = {}) {
  return text(label, isSingleLineText, { ...options, trim: false });
}

/** An email address, trimmed and lower-cased; `invalid` is said of anything that is not one. */
export function emailAddress(label: string, invalid?: string) {
  return singleLineText(label)
    .toLowerCase()
    .pipe(invalid === undefined ? z.email() : z.email({ error: invalid }));
}
