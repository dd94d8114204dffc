import { WELCOME_PAGE_TEXT } from '@shared/welcome-pages';
import { loadFieldAccessSettings } from '../../../access/field-access-settings';
import type { OperationHandler } from '../../../http/operation-handler';
import type { GatewayServices } from '../../../services';
import { hireSequence } from '../../../welcome-pages/page-sequence';
import { badRequest, conflict, notFound } from '../../onboarding-access';
import { findHire } from '../hire-rows';
import { recordIdOf } from '../record-ids';
import { checkedOwnFields, findOwnHire, writeOwnFields } from './update-own-fields-handler';
import { welcomeExperienceOf } from './welcome-experience-view';

/**
 * `PUT NewHire/welcome-pages/{pageId}/forms/{blockId}`: the new hire sends a form of a page of their
 * sequence, on the version they are shown (409 once it is no longer). Only the fields the form asks
 * for (400 naming another), each checked as their own fields' save checks it (403 for one they may
 * not edit, 400 for a bad value); the values and the submission are written in one transaction, so
 * the page stays at the version they sent it on.
 */
export function submitWelcomeFormHandler(services: GatewayServices): OperationHandler<'newHire.submitWelcomeForm'> {
  return async ({ pageId, blockId, hireId, version, pageVersion, fields: sent }, { caller }) => {
    const { db } = services;
    const hire = await findOwnHire(db, caller, hireId);
    const sequence = await hireSequence(db, caller.companyId, hire.id);
    const page = sequence.pages.find((candidate) => candidate.pageId === recordIdOf(pageId));
    if (page === undefined) throw notFound(WELCOME_PAGE_TEXT.pageNotForHire);
    if (page.pageVersion !== pageVersion) throw conflict(WELCOME_PAGE_TEXT.pageVersionGone, 'PAGE_VERSION_GONE', { currentPageVersion: page.pageVersion });
    const block = page.blocks.find((candidate) => candidate.id === blockId);
    if (block?.kind !== 'form') throw badRequest(WELCOME_PAGE_TEXT.blockNotForm, { blockId: [WELCOME_PAGE_TEXT.blockNotForm] });

    const asked = new Set(block.fieldKeys);
    const notAsked = Object.keys(sent).filter((key) => !asked.has(key));
    if (notAsked.length > 0) {
      const settings = await loadFieldAccessSettings(db, caller.companyId);
      const errors = Object.fromEntries(
        notAsked.map((key) => [`fields.${key}`, [WELCOME_PAGE_TEXT.fieldNotInForm(settings.employee.get(key)?.field.label ?? key)]]),
      );
      throw badRequest(Object.values(errors)[0]?.[0] ?? WELCOME_PAGE_TEXT.blockNotForm, errors);
    }

    const save = await checkedOwnFields(db, caller, hire, version, sent);
    const at = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      if (save.changes.length > 0) await writeOwnFields(trx, caller, hire, version, save, at);
      await trx
        .insertInto('welcome_form_submissions')
        .values({
          company_id: caller.companyId,
          hire_id: hire.id,
          page_id: page.pageId,
          block_id: block.id,
          page_version: page.pageVersion,
          submitted_by: caller.userId,
          submitted_at: at,
        })
        .onConflict((conflicting) =>
          conflicting
            .columns(['company_id', 'hire_id', 'page_id', 'block_id'])
            .doUpdateSet({ page_version: page.pageVersion, submitted_at: at, submitted_by: caller.userId }),
        )
        .execute();
    });
    const saved = (await findHire(db, caller.companyId, hire.id)) ?? hire;
    return { message: WELCOME_PAGE_TEXT.submitted, data: await welcomeExperienceOf(db, saved, caller) };
  };
}
