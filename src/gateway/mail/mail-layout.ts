import type { MailLink } from './mail-links';

const BLUE = '#1677ff';

/** The company's look in a mail: its brand colour (buttons, the header band) and its email header image, shown by Content-ID. */
export interface MailBrand {
  colour: string;
  header: { cid: string; alt: string } | null;
}

const PLAIN: MailBrand = { colour: BLUE, header: null };
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** A block of the mail: a paragraph, a value to copy, or a link to a screen. */
export type MailBlock = { kind: 'paragraph'; text: string } | { kind: 'value'; label: string; value: string } | { kind: 'link'; label: string; link: MailLink };

function htmlBlock(block: MailBlock, colour: string): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:15px;line-height:22px;color:#1f1f1f">${escapeHtml(block.text)}</p>`;
    case 'value':
      return (
        `<p style="margin:0 0 16px;font-size:15px;line-height:22px;color:#1f1f1f">${escapeHtml(block.label)}: ` +
        `<strong style="display:inline-block;padding:4px 10px;border-radius:6px;background:#f0f5ff;color:${colour};` +
        `font-family:Menlo,Consolas,monospace;font-size:17px;letter-spacing:1px">${escapeHtml(block.value)}</strong></p>`
      );
    case 'link':
      return (
        `<p style="margin:0 0 8px"><a href="${escapeHtml(block.link.desktop)}" style="display:inline-block;padding:10px 20px;` +
        `border-radius:6px;background:${colour};color:#ffffff;font-size:15px;font-weight:600;text-decoration:none">` +
        `${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#595959">Not using the desktop app? ` +
        `<a href="${escapeHtml(block.link.web)}" style="color:${colour}">${escapeHtml(block.link.web)}</a></p>`
      );
  }
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'value':
      return `${block.label}: ${block.value}`;
    case 'link':
      return `${block.label}:\n  In the desktop app: ${block.link.desktop}\n  In the browser: ${block.link.web}`;
  }
}

function htmlHeader(brand: MailBrand): string {
  if (brand.header !== null)
    return (
      `<tr><td style="padding:0;line-height:0"><img src="cid:${escapeHtml(brand.header.cid)}" alt="${escapeHtml(brand.header.alt)}" width="560" ` +
      `style="display:block;width:100%;max-width:560px;height:auto;border:0"></td></tr>`
    );
  return `<tr><td style="background:${brand.colour};padding:18px 28px;color:#ffffff;font-size:20px;font-weight:700;${FONT}">HCM Onboarding</td></tr>`;
}

/**
 * The mail: a header (the company's email header image, else an 'HCM Onboarding' band in its
 * colour), the blocks with buttons in its colour, a footer; and the same as plain text.
 */
export function renderMail(title: string, blocks: readonly MailBlock[], brand: MailBrand = PLAIN): { text: string; html: string } {
  const footer = 'You receive this email because this address was used with HCM Onboarding.';
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f5f7fa;${FONT}">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7fa;padding:24px 0"><tr><td align="center">` +
    `<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden;border:1px solid #e8e8e8">` +
    htmlHeader(brand) +
    `<tr><td style="padding:28px;${FONT}">` +
    `<h1 style="margin:0 0 20px;font-size:20px;line-height:28px;color:#1f1f1f">${escapeHtml(title)}</h1>` +
    blocks.map((block) => htmlBlock(block, brand.colour)).join('') +
    `</td></tr>` +
    `<tr><td style="padding:16px 28px;background:#fafafa;border-top:1px solid #f0f0f0;font-size:12px;line-height:18px;color:#8c8c8c;${FONT}">${escapeHtml(footer)}</td></tr>` +
    `</table></td></tr></table></body></html>`;
  const text = ['HCM Onboarding', '', title, '', ...blocks.map((block) => `${textBlock(block)}\n`), footer, ''].join('\n');
  return { text, html };
}
