import type { MailContext } from '../mail/mail-templates';
import type { MailMessage } from '../mail/mailer';
import { invitationMail } from '../mail/invitation-mail';

export interface InvitedColleague {
  email: string;
  firstName: string;
  companyName: string;
  companyId: string;
  /** Who sent the invitation, by full name. */
  invitedBy: string;
}

/** Sent on invite and on every resend: a new temporary password and the link to replace it. */
export function staffInviteMail(context: MailContext, colleague: InvitedColleague, temporaryPassword: string): MailMessage {
  return invitationMail(
    context,
    {
      kind: 'staff-invite',
      to: colleague.email,
      subject: `${colleague.companyName} invites you to HCM Onboarding: your temporary password`,
      heading: `${colleague.invitedBy} invites you to ${colleague.companyName}, ${colleague.firstName}`,
      intro: `${colleague.companyName} onboards its new hires with HCM Onboarding, and ${colleague.invitedBy} has given you an account. Sign-in starts with the temporary password below: replace it with your own first.`,
      companyId: colleague.companyId,
    },
    temporaryPassword,
  );
}
