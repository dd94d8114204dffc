import type { MailContext } from '../../mail/mail-templates';
import { MAIL_HEADER_CID, type MailMessage } from '../../mail/mailer';
import { invitationMail } from '../../mail/invitation-mail';

export interface InvitedHire {
  email: string;
  /** The name the hire goes by: preferred, else legal first name. */
  name: string;
  companyName: string;
  companyId: string;
}

/** The company's brand as its invitation shows it. */
export interface InviteBrand {
  brandColor: string;
  /** The email header image, a stored file of the company; null for the plain header. */
  emailHeaderFileId: string | null;
}

/** Sent on invite and on every resend: a new temporary password and the link to replace it. */
export function newHireInviteMail(context: MailContext, hire: InvitedHire, temporaryPassword: string, brand?: InviteBrand): MailMessage {
  return invitationMail(
    context,
    {
      kind: 'new-hire-invite',
      to: hire.email,
      subject: `${hire.companyName} invites you to HCM Onboarding: your temporary password`,
      heading: `Welcome to ${hire.companyName}, ${hire.name}`,
      intro: `${hire.companyName} has set up your onboarding in HCM Onboarding: your welcome, your first-day details and the tasks that get you started. Sign-in starts with the temporary password below: replace it with your own first.`,
      companyId: hire.companyId,
      ...(brand === undefined
        ? {}
        : {
            brand: { colour: brand.brandColor, header: brand.emailHeaderFileId === null ? null : { cid: MAIL_HEADER_CID, alt: hire.companyName } },
            ...(brand.emailHeaderFileId === null ? {} : { headerImageFileId: brand.emailHeaderFileId }),
          }),
    },
    temporaryPassword,
  );
}
