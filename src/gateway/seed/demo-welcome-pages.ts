import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WelcomeBlock } from '@shared/contract/welcome-pages';
import { saveTargetCriteria } from '../criteria/target-criteria';
import type { GatewayDatabase } from '../db/schema';
import { PAGE_TARGET_KIND } from '../welcome-pages/page-rows';

/** The demo's one page, for everyone: what the welcome experience shows a new hire once pages exist. */
const WELCOME_TO_ACME: WelcomeBlock[] = [
  {
    id: 'hello',
    kind: 'text',
    html: '<h2>We are glad you are here</h2><p>Acme makes the tools our customers build with. This page walks you through your first week; the next ones are about your team.</p>',
  },
  { id: 'people', kind: 'people', title: 'People you will meet', roles: ['manager', 'buddy', 'coordinator'], userIds: [] },
  {
    id: 'first-week',
    kind: 'timeline',
    title: 'Your first week',
    entries: [
      { day: 1, time: '09:30', title: 'Welcome breakfast and a tour of the office', details: null },
      { day: 1, time: '14:00', title: 'Set up your laptop and accounts with IT', details: null },
      { day: 2, time: '10:00', title: 'Meet your team', details: 'Your manager introduces you to everyone you will work with.' },
      { day: 3, time: null, title: 'Lunch with your buddy', details: null },
      { day: 5, time: '16:00', title: 'First-week check-in with your manager', details: null },
    ],
  },
  { id: 'tasks', kind: 'tasks', title: 'Your tasks' },
];

/** One published page for every hire of the company, "Welcome to Acme", at version 1. */
export async function seedDemoWelcomePages(db: Kysely<GatewayDatabase>, companyId: string, author: string | null, now: string): Promise<void> {
  const id = randomUUID();
  const title = 'Welcome to Acme';
  const blocks = JSON.stringify(WELCOME_TO_ACME);
  await db
    .insertInto('welcome_pages')
    .values({
      id,
      company_id: companyId,
      title,
      position: 1,
      blocks,
      published_version: 1,
      created_by: author,
      created_at: now,
      updated_by: author,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('welcome_page_versions')
    .values({ company_id: companyId, page_id: id, number: 1, title, blocks, published_by: author, published_at: now })
    .execute();
  await saveTargetCriteria(db, companyId, { kind: PAGE_TARGET_KIND, id }, []);
}
