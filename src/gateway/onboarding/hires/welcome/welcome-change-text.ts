import type { FirstDay } from '@shared/contract/onboarding-schemas';
import { richTextPlainText } from '@shared/rich-text';

const CHANGE_TEXT_LIMIT = 500;

/** A welcome message as people read it in the change record: its text, paragraphs apart, shortened. */
export function welcomeMessageChangeText(html: string): string | null {
  const text = richTextPlainText(html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, '$& '))
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return null;
  return text.length > CHANGE_TEXT_LIMIT ? `${text.slice(0, CHANGE_TEXT_LIMIT - 1)}…` : text;
}

/** First-day details as people read them in the change record. */
export function firstDayChangeText(firstDay: FirstDay): string | null {
  const parts = [
    firstDay.arrivalTime === null ? null : `Arrival ${firstDay.arrivalTime}`,
    firstDay.address === null ? null : `Address: ${firstDay.address}`,
    firstDay.instructions === null ? null : `Instructions: ${firstDay.instructions}`,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join('; ');
}
