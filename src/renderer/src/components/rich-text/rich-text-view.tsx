import { useMemo, type CSSProperties } from 'react';
import { purifyRichText } from './purify-rich-text';
import { RichTextContentCss, useRichTextContentStyle } from './rich-text-styles';

export interface RichTextViewProps {
  /** Stored rich-text HTML; it is sanitised again here, whatever its source. */
  html: string;
  id?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * Shows stored rich text with the editor's typography. The HTML goes through DOMPurify with the
 * shared allow-list first: no script, style, event handler, frame or image survives, and every
 * link is an http(s) or mailto: address that opens in a new window without a referrer.
 */
export function RichTextView({ html, id, className, style }: RichTextViewProps) {
  const clean = useMemo(() => purifyRichText(html), [html]);
  const contentStyle = useRichTextContentStyle();
  return (
    <>
      <RichTextContentCss />
      <div
        id={id}
        className={className ? `hcm-rich-text-content ${className}` : 'hcm-rich-text-content'}
        style={{ ...contentStyle, ...style }}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    </>
  );
}
