import type { MailContext } from '../../mail/mail-templates';
import type { MailMessage } from '../../mail/mailer';
import { mailLink } from '../../mail/mail-links';
import { renderMail } from '../../mail/mail-layout';

export interface InvitedHire {
  email: string;
  /** The name the hire goes by: preferred, else legal first name. */
  name: string;
  companyName: string;
  companyId: string;
}

/** Sent on invite and on every resend: a new temporary password and the link to replace it. */
export function newHireInviteMail(context: MailContext, hire: InvitedHire, temporaryPassword: string): MailMessage {
  const { text, html } = renderMail(`Welcome to ${hire.companyName}, ${hire.name}`, [
    {
      kind: 'paragraph',
      text: `${hire.companyName} has set up your onboarding in HCM Onboarding: your welcome, your first-day details and the tasks that get you started. Sign-in starts with the temporary password below: replace it with your own first.`,
    },
    { kind: 'value', label: 'Temporary password', value: temporaryPassword },
    { kind: 'link', label: 'Set your password', link: mailLink(context.appWebUrl, 'setNewPassword', { userId: hire.email }) },
    {
      kind: 'paragraph',
      text: 'Only the newest email works: a temporary password from an earlier invitation no longer does. If you were not expecting this, you can ignore this email.',
    },
  ]);
  return {
    kind: 'new-hire-invite',
    to: hire.email,
    subject: `${hire.companyName} invites you to HCM Onboarding: your temporary password`,
    text,
    html,
    companyId: hire.companyId,
  };
}
