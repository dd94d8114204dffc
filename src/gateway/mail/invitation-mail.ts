import type { MailContext } from './mail-templates';
import type { MailKind, MailMessage } from './mailer';
import { mailLink } from './mail-links';
import { type MailBrand, renderMail } from './mail-layout';

export interface Invitation {
  kind: MailKind;
  to: string;
  subject: string;
  heading: string;
  /** Who invites them and to what, before the password. */
  intro: string;
  companyId: string;
  /** The company's colour and email header, where the mail is in its brand. */
  brand?: MailBrand;
  /** The stored email header image the brand's header names. */
  headerImageFileId?: string;
}

/** An invitation to an account: a temporary password and the link to replace it, sent again on every resend. */
export function invitationMail(context: MailContext, invitation: Invitation, temporaryPassword: string): MailMessage {
  const { text, html } = renderMail(
    invitation.heading,
    [
      { kind: 'paragraph', text: invitation.intro },
      { kind: 'value', label: 'Temporary password', value: temporaryPassword },
      { kind: 'link', label: 'Set your password', link: mailLink(context.appWebUrl, 'setNewPassword', { userId: invitation.to }) },
      {
        kind: 'paragraph',
        text: 'Only the newest email works: a temporary password from an earlier invitation no longer does. If you were not expecting this, you can ignore this email.',
      },
    ],
    invitation.brand,
  );
  const header = invitation.headerImageFileId === undefined ? {} : { headerImageFileId: invitation.headerImageFileId };
  return { kind: invitation.kind, to: invitation.to, subject: invitation.subject, text, html, companyId: invitation.companyId, ...header };
}
