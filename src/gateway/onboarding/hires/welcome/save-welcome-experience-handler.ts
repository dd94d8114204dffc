import type { FirstDay } from '@shared/contract/onboarding-schemas';
import type { OperationHandler } from '../../../http/operation-handler';
import { sanitizeRichText } from '../../../rich-text/sanitize-rich-text';
import type { GatewayServices } from '../../../services';
import { type HireChange, recordHireChanges } from '../hire-change-record';
import { findHire } from '../hire-rows';
import { HIRE_TEXT } from '../hire-text';
import { notFound, staleVersion } from '../../onboarding-access';
import { firstDayChangeText, welcomeMessageChangeText } from './welcome-change-text';
import { firstDayOf, welcomeExperienceOf } from './welcome-experience-view';
import { WELCOME_TEXT } from './welcome-text';

const firstDayJson = (firstDay: FirstDay) =>
  JSON.stringify({ arrivalTime: firstDay.arrivalTime, address: firstDay.address, instructions: firstDay.instructions });

/** Saves a hire's welcome message (sanitised) and first-day details, and answers the experience the hire will see. */
export function saveWelcomeExperienceHandler(services: GatewayServices): OperationHandler<'newHire.previewWelcomeExperience'> {
  return async (input, { caller }) => {
    const { db } = services;
    const hire = await findHire(db, caller.companyId, input.newHireId, { reach: caller.reach });
    if (hire === undefined) throw notFound(WELCOME_TEXT.hireNotFound);
    if (hire.version !== input.version) throw staleVersion(HIRE_TEXT.staleHire, { currentVersion: hire.version });

    const welcomeMessage = sanitizeRichText(input.welcomeMessage);
    const oldFirstDay = firstDayOf(hire.first_day);
    const changes: HireChange[] = [];
    if (welcomeMessage !== hire.welcome_message) {
      changes.push({ field: 'welcomeMessage', oldValue: welcomeMessageChangeText(hire.welcome_message), newValue: welcomeMessageChangeText(welcomeMessage) });
    }
    if (firstDayJson(input.firstDay) !== firstDayJson(oldFirstDay)) {
      changes.push({ field: 'firstDay', oldValue: firstDayChangeText(oldFirstDay), newValue: firstDayChangeText(input.firstDay) });
    }
    if (changes.length > 0) {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('new_hires')
          .set((set) => ({
            welcome_message: welcomeMessage,
            first_day: firstDayJson(input.firstDay),
            updated_by: caller.userId,
            updated_at: now,
            version: set('version', '+', 1),
          }))
          .where('company_id', '=', caller.companyId)
          .where('id', '=', hire.id)
          .where('version', '=', input.version)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) {
          const current = await trx.selectFrom('new_hires').select('version').where('id', '=', hire.id).executeTakeFirst();
          throw staleVersion(HIRE_TEXT.staleHire, { currentVersion: current?.version ?? hire.version });
        }
        await recordHireChanges(trx, { companyId: caller.companyId, hireId: hire.id, changedBy: caller.userId, changedAt: now }, changes);
      });
    }
    const saved = (await findHire(db, caller.companyId, hire.id)) ?? hire;
    return { message: WELCOME_TEXT.saved, data: await welcomeExperienceOf(db, saved, caller) };
  };
}
