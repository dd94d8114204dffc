import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { readableOn } from '@renderer/lib/theme/readable-color';

// The look of rich text wherever it appears, the editor and RichTextView alike. Colours and sizes
// come from antd's tokens as custom properties, so every preset and both modes follow the theme.
const CONTENT_CSS = `
.hcm-rich-text-content {
  color: var(--hcm-rt-text);
  font-family: var(--hcm-rt-font-family);
  font-size: var(--hcm-rt-font-size);
  line-height: var(--hcm-rt-line-height);
  overflow-wrap: anywhere;
}
.hcm-rich-text-content > :first-child { margin-top: 0; }
.hcm-rich-text-content > :last-child { margin-bottom: 0; }
.hcm-rich-text-content p { margin: 0 0 var(--hcm-rt-gap); }
.hcm-rich-text-content h1, .hcm-rich-text-content h2, .hcm-rich-text-content h3,
.hcm-rich-text-content h4, .hcm-rich-text-content h5, .hcm-rich-text-content h6 {
  margin: var(--hcm-rt-heading-gap) 0 var(--hcm-rt-gap-small);
  color: var(--hcm-rt-heading);
  font-weight: var(--hcm-rt-heading-weight);
  line-height: var(--hcm-rt-heading-line-height);
}
.hcm-rich-text-content h1 { font-size: var(--hcm-rt-h1); }
.hcm-rich-text-content h2 { font-size: var(--hcm-rt-h2); }
.hcm-rich-text-content h3 { font-size: var(--hcm-rt-h3); }
.hcm-rich-text-content h4 { font-size: var(--hcm-rt-h4); }
.hcm-rich-text-content h5 { font-size: var(--hcm-rt-h5); }
.hcm-rich-text-content h6 { font-size: var(--hcm-rt-font-size); text-transform: uppercase; letter-spacing: 0.04em; color: var(--hcm-rt-text-secondary); }
.hcm-rich-text-content ul, .hcm-rich-text-content ol { margin: 0 0 var(--hcm-rt-gap); padding-inline-start: var(--hcm-rt-indent); }
.hcm-rich-text-content li > p { margin: 0; }
.hcm-rich-text-content li + li { margin-top: var(--hcm-rt-gap-tiny); }
.hcm-rich-text-content blockquote {
  margin: 0 0 var(--hcm-rt-gap);
  padding: var(--hcm-rt-gap-tiny) 0 var(--hcm-rt-gap-tiny) var(--hcm-rt-gap);
  border-inline-start: 3px solid var(--hcm-rt-quote-border);
  color: var(--hcm-rt-text-secondary);
}
.hcm-rich-text-content blockquote > :last-child { margin-bottom: 0; }
.hcm-rich-text-content a { color: var(--hcm-rt-link); text-decoration: underline; text-underline-offset: 2px; }
.hcm-rich-text-content a:hover { color: var(--hcm-rt-link-hover); }
`;

const EDITOR_CSS = `
.hcm-rich-text { margin-bottom: var(--hcm-rt-gap-small); }
.hcm-rich-text__label { display: block; margin-bottom: var(--hcm-rt-gap-small); color: var(--hcm-rt-text); cursor: default; }
.hcm-rich-text__box {
  border: var(--hcm-rt-line-width) solid var(--hcm-rt-border);
  border-radius: var(--hcm-rt-radius);
  background: var(--hcm-rt-bg);
  transition: border-color 0.2s, box-shadow 0.2s;
}
.hcm-rich-text__box:hover { border-color: var(--hcm-rt-hover); }
.hcm-rich-text__box:focus-within { border-color: var(--hcm-rt-focus); box-shadow: 0 0 0 var(--hcm-rt-outline-width) var(--hcm-rt-outline); }
.hcm-rich-text__box.is-disabled, .hcm-rich-text__box.is-disabled:hover { background: var(--hcm-rt-bg-disabled); border-color: var(--hcm-rt-border); }
.hcm-rich-text__toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
  padding: var(--hcm-rt-gap-tiny) var(--hcm-rt-gap-small);
  border-bottom: var(--hcm-rt-line-width) solid var(--hcm-rt-split);
  border-radius: var(--hcm-rt-radius) var(--hcm-rt-radius) 0 0;
  background: var(--hcm-rt-toolbar-bg);
}
.hcm-rich-text__separator { align-self: stretch; width: var(--hcm-rt-line-width); margin: var(--hcm-rt-gap-tiny) var(--hcm-rt-gap-tiny); background: var(--hcm-rt-split); }
.hcm-rich-text__toolbar .hcm-rich-text__tool[aria-pressed='true'], .hcm-rich-text__toolbar .hcm-rich-text__tool.is-active { background: var(--hcm-rt-active-bg); color: var(--hcm-rt-active); }
.hcm-rich-text__body { position: relative; }
.hcm-rich-text__body .ProseMirror {
  min-height: var(--hcm-rt-min-height);
  max-height: var(--hcm-rt-max-height);
  overflow-y: auto;
  padding: var(--hcm-rt-padding-block) var(--hcm-rt-padding-inline);
  outline: none;
}
.hcm-rich-text__box.is-disabled .ProseMirror { color: var(--hcm-rt-text-disabled); cursor: not-allowed; }
.hcm-rich-text__placeholder {
  position: absolute;
  inset-block-start: var(--hcm-rt-padding-block);
  inset-inline: var(--hcm-rt-padding-inline);
  color: var(--hcm-rt-placeholder);
  pointer-events: none;
  user-select: none;
}
.hcm-rich-text__footer { display: flex; justify-content: space-between; align-items: flex-start; gap: var(--hcm-rt-gap); margin-top: 2px; }
.hcm-rich-text__error { min-height: var(--hcm-rt-error-height); color: var(--hcm-rt-error); }
.hcm-rich-text__count { flex: none; color: var(--hcm-rt-text-secondary); font-size: var(--hcm-rt-font-size-small); font-variant-numeric: tabular-nums; }
.hcm-rich-text__count.is-over { color: var(--hcm-rt-error); }
`;

/** The content rules and the editor rules, each added to the document once however many widgets use them. */
export function RichTextContentCss() {
  return (
    <style href="hcm-rich-text-content" precedence="default">
      {CONTENT_CSS}
    </style>
  );
}

export function RichTextEditorCss() {
  return (
    <style href="hcm-rich-text-editor" precedence="default">
      {EDITOR_CSS}
    </style>
  );
}

export function useRichTextContentStyle(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--hcm-rt-text': token.colorText,
    '--hcm-rt-text-secondary': token.colorTextSecondary,
    '--hcm-rt-heading': token.colorTextHeading,
    '--hcm-rt-font-family': token.fontFamily,
    '--hcm-rt-font-size': `${token.fontSize}px`,
    '--hcm-rt-line-height': String(token.lineHeight),
    '--hcm-rt-heading-weight': String(token.fontWeightStrong),
    '--hcm-rt-heading-line-height': String(token.lineHeightHeading3),
    '--hcm-rt-h1': `${token.fontSizeHeading2}px`,
    '--hcm-rt-h2': `${token.fontSizeHeading3}px`,
    '--hcm-rt-h3': `${token.fontSizeHeading4}px`,
    '--hcm-rt-h4': `${token.fontSizeHeading5}px`,
    '--hcm-rt-h5': `${token.fontSizeLG}px`,
    '--hcm-rt-gap': `${token.marginSM}px`,
    '--hcm-rt-gap-small': `${token.marginXS}px`,
    '--hcm-rt-gap-tiny': `${token.marginXXS}px`,
    '--hcm-rt-heading-gap': `${token.marginMD}px`,
    '--hcm-rt-indent': `${token.paddingLG}px`,
    '--hcm-rt-quote-border': token.colorPrimaryHover,
    '--hcm-rt-link': readableOn(token.colorLink, token.colorBgContainer),
    '--hcm-rt-link-hover': readableOn(token.colorLinkActive, token.colorBgContainer),
  } as CSSProperties;
}

export function useRichTextEditorStyle(hasError: boolean): CSSProperties {
  const { token } = theme.useToken();
  return {
    ...useRichTextContentStyle(),
    '--hcm-rt-line-width': `${token.lineWidth}px`,
    '--hcm-rt-radius': `${token.borderRadiusLG}px`,
    '--hcm-rt-bg': token.colorBgContainer,
    '--hcm-rt-bg-disabled': token.colorBgContainerDisabled,
    '--hcm-rt-toolbar-bg': token.colorFillQuaternary,
    '--hcm-rt-split': token.colorSplit,
    '--hcm-rt-border': hasError ? token.colorError : token.colorBorder,
    '--hcm-rt-hover': hasError ? token.colorErrorBorderHover : token.colorPrimaryHover,
    '--hcm-rt-focus': hasError ? token.colorError : token.colorPrimary,
    '--hcm-rt-outline': hasError ? token.colorErrorOutline : token.controlOutline,
    '--hcm-rt-outline-width': `${token.controlOutlineWidth}px`,
    '--hcm-rt-active': token.colorPrimary,
    '--hcm-rt-active-bg': token.colorPrimaryBg,
    '--hcm-rt-text-disabled': token.colorTextDisabled,
    '--hcm-rt-placeholder': token.colorTextPlaceholder,
    '--hcm-rt-error': token.colorError,
    '--hcm-rt-error-height': `${token.lineHeight * token.fontSize}px`,
    '--hcm-rt-font-size-small': `${token.fontSizeSM}px`,
    '--hcm-rt-padding-block': `${token.paddingSM}px`,
    '--hcm-rt-padding-inline': `${token.paddingSM}px`,
    '--hcm-rt-min-height': '160px',
    '--hcm-rt-max-height': '480px',
  } as CSSProperties;
}
