import type { Criteria } from '@shared/contract/criteria';
import type { WelcomePageView, WelcomePreview } from '@shared/contract/welcome-pages';
import { WELCOME_PAGE_TEXT } from '@shared/welcome-pages';
import { loadFieldAccessSettings } from '../access/field-access-settings';
import { checkCriteria } from '../criteria/criteria-values';
import { loadTargetCriteria } from '../criteria/target-criteria';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { companyFields } from '../onboarding/fields/field-rows';
import { hireFullName } from '../onboarding/hires/hire-names';
import { findHire } from '../onboarding/hires/hire-rows';
import { welcomeExperienceOf } from '../onboarding/hires/welcome/welcome-experience-view';
import { hireFieldValues, ownFields } from '../onboarding/hires/welcome/welcome-fields';
import { WELCOME_TEXT } from '../onboarding/hires/welcome/welcome-text';
import { notFound } from '../onboarding/onboarding-access';
import { todayOf } from '../onboarding/tasks/task-dates';
import { PAGE_TARGET_KIND } from './page-rows';
import { type PublishedPage, publishedPages, sequenceForValues } from './page-sequence';
import { pageViewsOf } from './page-views';

/**
 * The pages a hire gets, why, and their blocks as the hire gets them: for a real hire within the
 * caller's reach (404 beyond it), read exactly as their welcome experience reads it; or for criteria
 * values, a hire with those values and nothing else (no people of their own, empty fields, starting today).
 */
export function previewSequenceHandler(services: GatewayServices): OperationHandler<'welcomePages.preview'> {
  return async ({ hireId, criteria }, { caller }) => {
    const { db } = services;
    const { companyId } = caller;
    if (hireId !== null) {
      const hire = await findHire(db, companyId, hireId, { reach: caller.reach });
      if (hire === undefined) throw notFound(WELCOME_TEXT.hireNotFound);
      const [{ pages }, published] = await Promise.all([welcomeExperienceOf(db, hire, caller), publishedPages(db, companyId)]);
      const rules = await loadTargetCriteria(
        db,
        companyId,
        PAGE_TARGET_KIND,
        published.map((page) => page.id),
      );
      return { message: WELCOME_PAGE_TEXT.preview, data: previewOf({ _id: hire.id, fullName: hireFullName(hire) }, pages, published, rules) };
    }

    await checkCriteria(db, companyId, criteria);
    const values = new Map(criteria.map((entry) => [entry.dimension, entry.values]));
    const [{ sequence, published, criteria: rules }, settings, fields] = await Promise.all([
      sequenceForValues(db, companyId, values),
      loadFieldAccessSettings(db, companyId),
      companyFields(db, companyId),
    ]);
    const pages = await pageViewsOf(db, sequence, {
      companyId,
      startDate: todayOf(),
      locationId: values.get('location')?.[0] ?? null,
      rolePerson: () => null,
      ownFields: ownFields(hireFieldValues(null, fields, new Map()), settings),
    });
    return { message: WELCOME_PAGE_TEXT.preview, data: previewOf(null, pages, published, rules) };
  };
}

function previewOf(
  hire: WelcomePreview['hire'],
  pages: readonly WelcomePageView[],
  published: readonly PublishedPage[],
  rules: ReadonlyMap<string, Criteria>,
): WelcomePreview {
  const given = new Set(pages.map((page) => page.pageId));
  return {
    hire,
    pages: pages.map((page) => {
      const criteria = rules.get(page.pageId) ?? [];
      return { ...page, reason: { everyone: criteria.length === 0, criteria } };
    }),
    notShown: published.filter((page) => !given.has(page.id)).map((page) => ({ pageId: page.id, title: page.title, criteria: rules.get(page.id) ?? [] })),
  };
}
