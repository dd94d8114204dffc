import { z } from 'zod';
import { WELCOME_BLOCK_KINDS, WELCOME_PAGE_LIMITS, WELCOME_PAGE_TEXT, WELCOME_PEOPLE_ROLES, isVideoLink } from '../welcome-pages';
import { criteriaSchema } from './criteria';
import { keyOwnError, personRefSchema, recordId } from './onboarding-schemas';
import { type NamespaceOperations, defineOperation } from './operation';
import { ownFieldSchema } from './own-fields';
import { richTextHtml } from './rich-text';
import { singleLineText } from './text';

/**
 * The company's welcome pages (docs/adr/0011-welcome-pages.md): pages built from blocks, ordered,
 * published in versions, given to hires by page rules (the one rule engine), and previewed for a hire
 * or for criteria. A new hire sends a page's form with `newHire.submitWelcomeForm`.
 */

const version = z.coerce.number().int().min(1);
export const welcomeBlockIdSchema = singleLineText('Block id').regex(/^[\w-]{1,40}$/, { error: 'A block id is 1 to 40 letters, digits, - or _.' });
const blockTitle = (label: string) => singleLineText(label).max(WELCOME_PAGE_LIMITS.titleLength);
const pageTitle = singleLineText('Page title')
  .min(1, { error: WELCOME_PAGE_TEXT.titleRequired })
  .max(WELCOME_PAGE_LIMITS.titleLength, { error: `Use at most ${WELCOME_PAGE_LIMITS.titleLength} characters.` });

/** One block of a page as it is written (a page's draft, or a published version). */
export const welcomeBlockSchema = z.discriminatedUnion('kind', [
  z.object({ id: welcomeBlockIdSchema, kind: z.literal('text'), html: richTextHtml('Text', WELCOME_PAGE_LIMITS.textBlockLength) }),
  z.object({
    id: welcomeBlockIdSchema,
    kind: z.literal('image'),
    /** An image uploaded with POST /files; checked by its bytes (type, size, sides) when the page is saved. */
    fileId: recordId('Image'),
    alt: singleLineText('Image description')
      .min(1, { error: WELCOME_PAGE_TEXT.altRequired })
      .max(WELCOME_PAGE_LIMITS.altTextLength, { error: `Use at most ${WELCOME_PAGE_LIMITS.altTextLength} characters.` }),
    caption: singleLineText('Caption').max(WELCOME_PAGE_LIMITS.captionLength).nullable().default(null),
  }),
  z.object({
    id: welcomeBlockIdSchema,
    kind: z.literal('video'),
    title: blockTitle('Video title').min(1, { error: 'Give the video a title.' }),
    url: singleLineText('Video link').max(500).refine(isVideoLink, { error: WELCOME_PAGE_TEXT.videoLink }),
  }),
  z.object({
    id: welcomeBlockIdSchema,
    kind: z.literal('people'),
    title: blockTitle('Title'),
    /** People by how they stand to the hire; a hire without one (no buddy, say) shows the others. */
    roles: z.array(z.enum(WELCOME_PEOPLE_ROLES)).max(WELCOME_PEOPLE_ROLES.length),
    /** Named members of the company, in order. */
    userIds: z.array(recordId('Person')).max(WELCOME_PAGE_LIMITS.namedPeople, { error: `Name at most ${WELCOME_PAGE_LIMITS.namedPeople} people.` }),
  }),
  z.object({
    id: welcomeBlockIdSchema,
    kind: z.literal('timeline'),
    title: blockTitle('Title'),
    entries: z
      .array(
        z.object({
          /** The hire's working day, 1 being the start date. */
          day: z.number().int().min(1).max(WELCOME_PAGE_LIMITS.timelineDays),
          time: singleLineText('Time')
            .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use a time written as HH:mm.' })
            .nullable()
            .default(null),
          title: blockTitle('What happens').min(1, { error: 'Say what happens.' }),
          details: singleLineText('Details').max(500).nullable().default(null),
        }),
      )
      .min(1, { error: 'Add at least one moment of the first week.' })
      .max(WELCOME_PAGE_LIMITS.timelineEntries),
  }),
  z.object({
    id: welcomeBlockIdSchema,
    kind: z.literal('form'),
    title: blockTitle('Title'),
    /** Fields the new hire fills in: built-in keys (`phone`) or custom field ids, each one they may edit for themselves. */
    fieldKeys: z
      .array(singleLineText('A field').min(1).max(64))
      .min(1, { error: WELCOME_PAGE_TEXT.formFieldsRequired })
      .max(WELCOME_PAGE_LIMITS.formFields)
      .refine((keys) => new Set(keys).size === keys.length, { error: 'Ask for each field once.' }),
  }),
  z.object({ id: welcomeBlockIdSchema, kind: z.literal('tasks'), title: blockTitle('Title') }),
]);
export type WelcomeBlock = z.infer<typeof welcomeBlockSchema>;
export type WelcomeBlockInput = z.input<typeof welcomeBlockSchema>;

const blocksSchema = z
  .array(welcomeBlockSchema)
  .max(WELCOME_PAGE_LIMITS.blocksPerPage, { error: `A page holds at most ${WELCOME_PAGE_LIMITS.blocksPerPage} blocks.` })
  .refine((blocks) => new Set(blocks.map((block) => block.id)).size === blocks.length, { error: WELCOME_PAGE_TEXT.blockIdTwice });

const changedBy = z.object({ at: z.string(), by: z.string().nullable() });

/** A published version of a page: what hires get, kept unchanged for those who submitted on it. */
export const welcomePageVersionSchema = z.object({
  number: z.number().int(),
  title: z.string(),
  publishedAt: z.string(),
  /** Who published it; null once they are deleted. */
  publishedBy: z.string().nullable(),
  /** Hires who submitted a form on this version. */
  submissions: z.number().int(),
});
export type WelcomePageVersion = z.infer<typeof welcomePageVersionSchema>;

/** A page as the settings list it. */
export const welcomePageSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** 1 for the first page a hire sees. */
  position: z.number().int(),
  status: z.enum(['draft', 'published']),
  /** The version hires get now; null for a page never published or taken back to draft. */
  publishedVersion: z.number().int().nullable(),
  /** The draft differs from the published version. */
  hasUnpublishedChanges: z.boolean(),
  blockKinds: z.array(z.enum(WELCOME_BLOCK_KINDS)),
  /** The page rules: none, and the page goes to everyone. */
  criteria: criteriaSchema,
  /** Current hires (pending, preboarding, onboarding) the page goes to once published. */
  audience: z.number().int(),
  updated: changedBy,
  version: z.number().int(),
});
export type WelcomePageSummary = z.infer<typeof welcomePageSummarySchema>;

/** A page with its draft and its versions, for the page editor. */
export const welcomePageSchema = welcomePageSummarySchema.extend({
  blocks: z.array(welcomeBlockSchema),
  versions: z.array(welcomePageVersionSchema),
  /** The members the draft's people blocks name, so the editor shows them by name; left out, it finds the staff's names itself. */
  namedPeople: z.array(personRefSchema).optional(),
});
export type WelcomePage = z.infer<typeof welcomePageSchema>;

const hireName = z.object({ _id: z.string(), fullName: z.string() });

/** What new page rules change before they are saved: the current hires who would gain or lose the page. */
export const pageRulesPreviewSchema = z.object({
  before: z.number().int(),
  after: z.number().int(),
  /** At most 20 names of each; the counts say how many in all. */
  gaining: z.object({ count: z.number().int(), hires: z.array(hireName) }),
  losing: z.object({ count: z.number().int(), hires: z.array(hireName) }),
});
export type PageRulesPreview = z.infer<typeof pageRulesPreviewSchema>;

/** One block as a hire gets it: people found, fields resolved with the hire's values and rights. */
export const welcomeBlockViewSchema = z.discriminatedUnion('kind', [
  z.object({ id: z.string(), kind: z.literal('text'), html: z.string() }),
  z.object({
    id: z.string(),
    kind: z.literal('image'),
    /** Read through the bridge's `files.image`, as a data: URL (the renderer's CSP allows no remote images). */
    fileId: z.string(),
    alt: z.string(),
    caption: z.string().nullable(),
    width: z.number().int(),
    height: z.number().int(),
  }),
  z.object({ id: z.string(), kind: z.literal('video'), title: z.string(), url: z.string() }),
  z.object({
    id: z.string(),
    kind: z.literal('people'),
    title: z.string(),
    people: z.array(z.object({ role: z.enum(WELCOME_PEOPLE_ROLES).nullable(), person: personRefSchema })),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('timeline'),
    title: z.string(),
    entries: z.array(z.object({ day: z.number().int(), date: z.string(), time: z.string().nullable(), title: z.string(), details: z.string().nullable() })),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('form'),
    title: z.string(),
    /** The asked-for fields the hire may see, with their values; `editable` as the employee's access gives it. */
    fields: z.array(ownFieldSchema),
    /** When the hire sent this form, on which version of the page; null before. */
    submission: z.object({ submittedAt: z.string(), pageVersion: z.number().int() }).nullable(),
  }),
  /** The hire's own tasks, as `tasks` of the welcome experience lists them. */
  z.object({ id: z.string(), kind: z.literal('tasks'), title: z.string() }),
]);
export type WelcomeBlockView = z.infer<typeof welcomeBlockViewSchema>;

/** One page of a hire's sequence. */
export const welcomePageViewSchema = z.object({
  pageId: z.string(),
  title: z.string(),
  /** The version the hire gets: the one they submitted on, else the published one. */
  pageVersion: z.number().int(),
  blocks: z.array(welcomeBlockViewSchema),
});
export type WelcomePageView = z.infer<typeof welcomePageViewSchema>;

/** Why a page goes to a hire: to everyone, or the rules it meets. */
const pageReasonSchema = z.object({ everyone: z.boolean(), criteria: criteriaSchema });

/** The sequence the preview shows: each page with why it is there and its blocks as the hire gets them. */
export const welcomePreviewSchema = z.object({
  /** The hire previewed; null for criteria values. */
  hire: hireName.nullable(),
  pages: z.array(welcomePageViewSchema.extend({ reason: pageReasonSchema })),
  /** Published pages the hire does not get, with the rules they miss. */
  notShown: z.array(z.object({ pageId: z.string(), title: z.string(), criteria: criteriaSchema })),
});
export type WelcomePreview = z.infer<typeof welcomePreviewSchema>;

/** The audience matrix: combinations of current hires' criteria no targeted page reaches, and pages that say the same thing. */
export const welcomeAudienceSchema = z.object({
  uncovered: z.array(
    z.object({
      /** Department, location and employment status of these hires, each as its label. */
      values: z.array(z.object({ dimension: z.string(), label: z.string(), value: z.string(), valueLabel: z.string() })),
      hires: z.number().int(),
      /** Pages they get: only those that go to everyone. */
      pages: z.number().int(),
    }),
  ),
  duplicates: z.array(
    z.object({
      pages: z.array(z.object({ pageId: z.string(), title: z.string() })),
      /** In words: the same title, or the same blocks. */
      reason: z.string(),
      /** Current hires who get both. */
      sharedHires: z.number().int(),
    }),
  ),
});
export type WelcomeAudience = z.infer<typeof welcomeAudienceSchema>;

const pageOutput = z.object({ message: z.string(), data: welcomePageSchema });
const pageAt = { pageId: recordId('Page'), version };

export const listWelcomePages = defineOperation({
  name: 'welcomePages.list',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/pages',
  summary: 'The company’s welcome pages in the order hires see them, each with its status, rules and audience.',
  input: z.object({}),
  output: z.object({ message: z.string(), data: z.array(welcomePageSummarySchema) }),
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const getWelcomePage = defineOperation({
  name: 'welcomePages.get',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/pages/{pageId}',
  summary: 'One welcome page with its draft blocks and its published versions.',
  input: z.object({ pageId: recordId('Page') }),
  output: pageOutput,
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const createWelcomePage = defineOperation({
  name: 'welcomePages.create',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/pages',
  summary: 'Add a draft page, last in the order, with the blocks given (none to start from nothing).',
  input: z.object({ title: pageTitle, blocks: blocksSchema.default([]) }),
  output: pageOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: false,
  idempotencyKey: true,
  renderer: true,
});

export const updateWelcomePage = defineOperation({
  name: 'welcomePages.update',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/pages/{pageId}',
  summary: 'Save a page’s title and draft blocks; hires keep the published version until it is published again. 409 when it changed since it was read.',
  input: z.object({ ...pageAt, title: pageTitle, blocks: blocksSchema }),
  output: pageOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const publishWelcomePage = defineOperation({
  name: 'welcomePages.publish',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/pages/{pageId}/publish',
  summary: 'Publish the draft as the page’s next version; hires get it from now on, except on forms they already sent.',
  input: z.object(pageAt),
  output: pageOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const unpublishWelcomePage = defineOperation({
  name: 'welcomePages.unpublish',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/pages/{pageId}/unpublish',
  summary: 'Take a page back to draft: no hire gets it until it is published again; its versions and what hires sent on them stay.',
  input: z.object(pageAt),
  output: pageOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const removeWelcomePage = defineOperation({
  name: 'welcomePages.remove',
  gateway: 'onboarding',
  method: 'DELETE',
  path: 'settings/pages/{pageId}',
  summary: 'Remove a page: no hire gets it any more; what hires sent on it stays on their profiles.',
  input: z.object(pageAt),
  output: z.object({ message: z.string() }),
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const reorderWelcomePages = defineOperation({
  name: 'welcomePages.reorder',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/pages/order',
  summary: 'Set the order hires see the pages in: every page of the company once, first to last. 409 when the pages changed since they were read.',
  input: z.object({
    pageIds: z.array(recordId('Page')).max(WELCOME_PAGE_LIMITS.pages),
    /** The pages' versions as read, by id: a page changed since then makes the order stale. */
    versions: z.record(singleLineText('Page').max(64), z.number().int(), keyOwnError),
  }),
  output: z.object({ message: z.string(), data: z.array(welcomePageSummarySchema) }),
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const previewPageRules = defineOperation({
  name: 'welcomePages.previewRules',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/pages/page-rules/{pageId}/preview',
  summary: 'What new rules for a page would change: the current hires who would gain it and lose it.',
  input: z.object({ pageId: recordId('Page'), criteria: criteriaSchema }),
  output: z.object({ message: z.string(), data: pageRulesPreviewSchema }),
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const updatePageRules = defineOperation({
  name: 'welcomePages.updateRules',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'settings/pages/page-rules/{pageId}',
  summary: 'Set which hires get a page (none: everyone). 409 when the page changed since it was read.',
  input: z.object({ ...pageAt, criteria: criteriaSchema }),
  output: pageOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: true,
  renderer: true,
});

export const previewWelcomeSequence = defineOperation({
  name: 'welcomePages.preview',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/preview',
  summary: 'The pages a hire gets, in order, with why and with their blocks: for a real hire (within reach) or for criteria values.',
  input: z
    .object({ hireId: recordId('Hire').nullable().default(null), criteria: criteriaSchema.default([]) })
    .refine((input) => input.hireId !== null || input.criteria.length > 0, { error: WELCOME_PAGE_TEXT.previewNeedsOne }),
  output: z.object({ message: z.string(), data: welcomePreviewSchema }),
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const welcomeAudience = defineOperation({
  name: 'welcomePages.audience',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/preview/audience',
  summary:
    'Combinations of current hires’ department, location and employment status that no targeted page reaches, and pairs of pages that say the same thing.',
  input: z.object({}),
  output: z.object({ message: z.string(), data: welcomeAudienceSchema }),
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const welcomePagesOperations = {
  'welcomePages.list': listWelcomePages,
  'welcomePages.get': getWelcomePage,
  'welcomePages.create': createWelcomePage,
  'welcomePages.update': updateWelcomePage,
  'welcomePages.publish': publishWelcomePage,
  'welcomePages.unpublish': unpublishWelcomePage,
  'welcomePages.remove': removeWelcomePage,
  'welcomePages.reorder': reorderWelcomePages,
  'welcomePages.previewRules': previewPageRules,
  'welcomePages.updateRules': updatePageRules,
  'welcomePages.preview': previewWelcomeSequence,
  'welcomePages.audience': welcomeAudience,
} as const satisfies NamespaceOperations<'welcomePages'>;
