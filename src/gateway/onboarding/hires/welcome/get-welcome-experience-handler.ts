import type { OperationHandler } from '../../../http/operation-handler';
import type { GatewayServices } from '../../../services';
import { findHire } from '../hire-rows';
import { startDueOnboarding } from '../hire-status-sweep';
import { notFound, requireRight } from '../../onboarding-access';
import { welcomeExperienceOf } from './welcome-experience-view';
import { WELCOME_TEXT } from './welcome-text';

/** By hire id or the hire's account id; staff who view hires may read any, a new hire only their own. */
export function getWelcomeExperienceHandler(services: GatewayServices): OperationHandler<'newHire.welcomeExperience'> {
  return async (input, { caller }) => {
    const { db } = services;
    if (caller.kind === 'new_hire') requireRight(caller, 'welcome', 'view');
    else requireRight(caller, 'new_hires', 'view');
    let hire = await findHire(db, caller.companyId, input.id, { orUserId: true, reach: caller.reach });
    // Another new hire's welcome is as unknown to a new hire as another company's.
    if (hire === undefined || (caller.kind === 'new_hire' && hire.user_id !== caller.userId)) throw notFound(WELCOME_TEXT.hireNotFound);
    if (hire.status === 'preboarding' && (await startDueOnboarding(db, caller.companyId, new Date(), hire.id)) > 0) {
      hire = (await findHire(db, caller.companyId, hire.id)) ?? hire;
    }
    return { message: WELCOME_TEXT.found, data: await welcomeExperienceOf(db, hire, caller) };
  };
}
