import type { Kysely } from 'kysely';
import type { OwnField } from '@shared/contract/new-hires';
import type { PersonRef } from '@shared/contract/onboarding-schemas';
import type { WelcomeBlockView, WelcomePageView } from '@shared/contract/welcome-pages';
import type { WelcomePeopleRole } from '@shared/welcome-pages';
import type { GatewayDatabase } from '../db/schema';
import { loadPeople } from '../onboarding/people';
import { loadWorkingCalendar } from '../onboarding/settings/load-working-calendar';
import { type WorkingCalendar, addWorkingDays } from '../onboarding/settings/working-calendar';
import { type HireSequence, type SequencePage, submissionKey } from './page-sequence';

/** What a hire's pages are resolved with: their people, their own fields as they may see them, their working calendar. */
export interface PageReader {
  companyId: string;
  /** Day 1 of the timeline. */
  startDate: string;
  locationId: string | null;
  /** The hire's manager, buddy or coordinator as they may see them; null when they have none or it is hidden from them. */
  rolePerson(role: WelcomePeopleRole): PersonRef | null;
  /** The hire's own fields they may see ("About you"), with their values and whether they may edit them. */
  ownFields: readonly OwnField[];
}

/** The user ids a sequence's people blocks name. */
export function namedPeopleOf(pages: readonly SequencePage[]): string[] {
  return pages.flatMap((page) => page.blocks.flatMap((block) => (block.kind === 'people' ? block.userIds : [])));
}

/** The hire's pages with their blocks as the hire gets them: named people and the working calendar read once for all. */
export async function pageViewsOf(db: Kysely<GatewayDatabase>, sequence: HireSequence, reader: PageReader): Promise<WelcomePageView[]> {
  if (sequence.pages.length === 0) return [];
  const hasTimeline = sequence.pages.some((page) => page.blocks.some((block) => block.kind === 'timeline'));
  const [named, calendar] = await Promise.all([
    loadPeople(db, reader.companyId, namedPeopleOf(sequence.pages)),
    hasTimeline ? loadWorkingCalendar(db, reader.companyId, reader.locationId, [reader.startDate]) : undefined,
  ]);
  const fields = new Map(reader.ownFields.map((field) => [field.key, field]));
  return sequence.pages.map((page) => ({
    pageId: page.pageId,
    title: page.title,
    pageVersion: page.pageVersion,
    blocks: page.blocks.map((block): WelcomeBlockView => {
      switch (block.kind) {
        case 'text':
        case 'video':
        case 'tasks':
          return block;
        case 'image':
          return { id: block.id, kind: 'image', fileId: block.fileId, alt: block.alt, caption: block.caption, width: block.width, height: block.height };
        case 'people':
          return {
            id: block.id,
            kind: 'people',
            title: block.title,
            people: [
              ...block.roles.flatMap((role) => {
                const person = reader.rolePerson(role);
                return person === null ? [] : [{ role, person }];
              }),
              ...block.userIds.flatMap((id) => {
                const person = named.get(id);
                return person === undefined ? [] : [{ role: null, person }];
              }),
            ],
          };
        case 'timeline':
          return {
            id: block.id,
            kind: 'timeline',
            title: block.title,
            entries: block.entries.map((entry) => ({ ...entry, date: workingDay(calendar, reader.startDate, entry.day) })),
          };
        case 'form':
          return {
            id: block.id,
            kind: 'form',
            title: block.title,
            fields: block.fieldKeys.flatMap((key) => {
              const field = fields.get(key);
              return field === undefined ? [] : [field];
            }),
            submission: sequence.submissions.get(submissionKey(page.pageId, block.id)) ?? null,
          };
      }
    }),
  }));
}

/** The hire's working day `day`, day 1 being the start date (or the first working day from it). */
function workingDay(calendar: WorkingCalendar | undefined, startDate: string, day: number): string {
  if (calendar === undefined) return startDate;
  const first = addWorkingDays(calendar, startDate, 0);
  return day === 1 ? first : addWorkingDays(calendar, first, day - 1);
}
