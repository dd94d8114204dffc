import { ISO_WEEKDAYS } from '@shared/working-days';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { CALENDAR_TEXT } from './calendar-text';
import { companyWorkingDays } from './load-working-calendar';

/** `GET settings/working-days`: the weekdays the company works. */
export function workingDaysHandler(services: GatewayServices): OperationHandler<'settings.workingDays'> {
  return async (_input, { caller }) => ({
    message: CALENDAR_TEXT.workingDays,
    data: { workingDays: await companyWorkingDays(services.db, caller.companyId) },
  });
}

/** `PUT settings/working-days`: sets them; each weekday once, in week order. */
export function updateWorkingDaysHandler(services: GatewayServices): OperationHandler<'settings.updateWorkingDays'> {
  return async ({ workingDays }, { caller }) => {
    const days = ISO_WEEKDAYS.filter((day) => workingDays.includes(day));
    await services.db
      .updateTable('companies')
      .set({ working_days: days.join('') })
      .where('id', '=', caller.companyId)
      .execute();
    return { message: CALENDAR_TEXT.workingDaysSaved(days), data: { workingDays: days } };
  };
}
