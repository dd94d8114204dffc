import type { MailMessage } from './mailer';
import { mailLink } from './mail-links';
import { renderMail } from './mail-layout';

export interface MailContext {
  appWebUrl: string;
}

function verificationLink(context: MailContext, email: string) {
  return mailLink(context.appWebUrl, 'otpVerification', { id: email, type: 'email' });
}

/** Sent at sign-up: the temporary password, the link to replace it, and the email verification code. */
export function welcomeMail(
  context: MailContext,
  account: { email: string; firstName: string; companyName: string; companyId: string },
  temporaryPassword: string,
  verificationCode: string,
): MailMessage {
  const title = `Welcome to HCM Onboarding, ${account.firstName}`;
  const { text, html } = renderMail(title, [
    {
      kind: 'paragraph',
      text: `${account.companyName} is registered, and you are its administrator. Sign-in starts with the temporary password below: replace it with your own first.`,
    },
    { kind: 'value', label: 'Temporary password', value: temporaryPassword },
    { kind: 'link', label: 'Set your password', link: mailLink(context.appWebUrl, 'setNewPassword', { userId: account.email }) },
    { kind: 'paragraph', text: 'Then confirm your email address with this code. It is valid for 15 minutes.' },
    { kind: 'value', label: 'Verification code', value: verificationCode },
    { kind: 'link', label: 'Verify your email', link: verificationLink(context, account.email) },
    { kind: 'paragraph', text: 'If you did not sign up, you can ignore this email.' },
  ]);
  return { kind: 'welcome', to: account.email, subject: 'Welcome to HCM Onboarding: your temporary password', text, html, companyId: account.companyId };
}

/** Sent on forgot-password: the 6-digit reset code and the link that fills it in. */
export function passwordResetMail(context: MailContext, account: { email: string; firstName: string; companyId: string }, code: string): MailMessage {
  const { text, html } = renderMail('Reset your password', [
    { kind: 'paragraph', text: `Hello ${account.firstName}, a password reset was asked for your account. Use this code within 15 minutes; it works once.` },
    { kind: 'value', label: 'Code', value: code },
    { kind: 'link', label: 'Reset your password', link: mailLink(context.appWebUrl, 'resetPassword', { userId: account.email, code }) },
    { kind: 'paragraph', text: 'If you did not ask for this, ignore this email: your password stays as it is.' },
  ]);
  return { kind: 'password-reset', to: account.email, subject: 'Your HCM Onboarding password reset code', text, html, companyId: account.companyId };
}

/** Sent on resend: a new email verification code. */
export function verificationMail(context: MailContext, account: { email: string; firstName: string; companyId: string }, code: string): MailMessage {
  const { text, html } = renderMail('Verify your email address', [
    { kind: 'paragraph', text: `Hello ${account.firstName}, here is your new code. It is valid for 15 minutes; earlier codes no longer work.` },
    { kind: 'value', label: 'Verification code', value: code },
    { kind: 'link', label: 'Verify your email', link: verificationLink(context, account.email) },
  ]);
  return { kind: 'verification', to: account.email, subject: 'Your HCM Onboarding verification code', text, html, companyId: account.companyId };
}

/**
 * Sent instead of a welcome when someone signs up with an email that already has an account: the
 * sign-up answers as for a new email, so only the owner of the address learns of it.
 */
export function signupAttemptMail(context: MailContext, account: { email: string; firstName: string; companyId: string }): MailMessage {
  const { text, html } = renderMail('Someone tried to register your email address', [
    {
      kind: 'paragraph',
      text: `Hello ${account.firstName}, someone tried to register a new company on HCM Onboarding with this email address. It already belongs to your account, so nothing was created and your account is as it was.`,
    },
    { kind: 'paragraph', text: 'If it was you, sign in or reset your password.' },
    { kind: 'link', label: 'Sign in', link: mailLink(context.appWebUrl, 'signIn') },
    { kind: 'link', label: 'Reset your password', link: mailLink(context.appWebUrl, 'forgotPassword') },
    { kind: 'paragraph', text: 'If it was not you, you can ignore this email: nobody can use your account without your password.' },
  ]);
  return {
    kind: 'signup-attempt',
    to: account.email,
    subject: 'Someone tried to register your email address on HCM Onboarding',
    text,
    html,
    companyId: account.companyId,
  };
}
