import type { OperationHandler } from '../http/operation-handler';
import { conflict } from '../onboarding/onboarding-access';
import { rateLimitedAnswer } from '../rate-limits/rate-limited';
import type { GatewayServices } from '../services';
import { PEOPLE_TEXT } from './people-text';
import { companyPerson, personStatus, RESEND_INTERVAL_MS } from './people-view';
import { prepareInvitation } from './send-invitation';
import { changePersonAt } from './versioned-person-change';

const NOT_INVITED = 'NOT_INVITED';

/**
 * `POST settings/people/{id}/resend-invitation`: a new temporary password replaces the last (so
 * only the newest mail works), at most once a minute per person, counted from the last mail sent,
 * which every gateway process reads alike.
 */
export function resendInvitationHandler(services: GatewayServices): OperationHandler<'people.resendInvitation'> {
  return async ({ id, version }, { caller, db }) => {
    const current = await companyPerson(db, caller.companyId, id);
    const invitation = await prepareInvitation(services, db, caller, { email: current.email, firstName: current.first_name });
    const now = new Date();
    const person = await changePersonAt(db, caller, { id, version }, async (row) => {
      const status = personStatus(row);
      if (status === 'deactivated') throw conflict(PEOPLE_TEXT.deactivatedCannotBeInvited, NOT_INVITED);
      if (status !== 'invited') throw conflict(PEOPLE_TEXT.notInvited, NOT_INVITED);
      const wait = row.invited_at === null ? 0 : new Date(row.invited_at).getTime() + RESEND_INTERVAL_MS - now.getTime();
      if (wait > 0) throw rateLimitedAnswer(wait, PEOPLE_TEXT.resendTooSoon);
      return {
        set: { password_hash: invitation.passwordHash, invited_at: now.toISOString(), invited_by: caller.userId },
        action: 'invitation_resent',
        summary: `Sent ${row.email} a new invitation.`,
        alongside: invitation.queue,
      };
    });
    services.mail.deliverSoon();
    return { message: PEOPLE_TEXT.resent(person.email), data: person };
  };
}
