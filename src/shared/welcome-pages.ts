/**
 * The welcome pages' constants and texts, shared by the gateway and the screens
 * (docs/adr/0011-welcome-pages.md).
 */

export const WELCOME_BLOCK_KINDS = ['text', 'image', 'video', 'people', 'timeline', 'form', 'tasks'] as const;
export type WelcomeBlockKind = (typeof WELCOME_BLOCK_KINDS)[number];

export const WELCOME_BLOCK_LABELS: Readonly<Record<WelcomeBlockKind, string>> = {
  text: 'Text',
  image: 'Image',
  video: 'Video link',
  people: 'People to meet',
  timeline: 'First-week timeline',
  form: 'Form for the new hire',
  tasks: 'Their tasks',
};

/** The people a page may introduce by how they stand to the hire, beside named users. */
export const WELCOME_PEOPLE_ROLES = ['manager', 'buddy', 'coordinator'] as const;
export type WelcomePeopleRole = (typeof WELCOME_PEOPLE_ROLES)[number];

export const WELCOME_PEOPLE_ROLE_LABELS: Readonly<Record<WelcomePeopleRole, string>> = {
  manager: 'Their manager',
  buddy: 'Their buddy',
  coordinator: 'Their coordinator',
};

export const WELCOME_PAGE_LIMITS = {
  pages: 100,
  blocksPerPage: 30,
  titleLength: 120,
  textBlockLength: 20_000,
  altTextLength: 300,
  captionLength: 300,
  namedPeople: 20,
  timelineEntries: 30,
  /** Timeline entries are placed on the hire's days 1 to 30. */
  timelineDays: 30,
  formFields: 30,
  /** Greenhouse's own limit for page images is 3 MB; ours is the same, and a side of at most 4,096 px. */
  imageBytes: 3 * 1024 * 1024,
  imageSide: 4096,
} as const;

/** Where a video link may point: https on a known video host, opened in the system browser. */
export const VIDEO_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'youtu.be',
  'vimeo.com',
  'player.vimeo.com',
  'www.loom.com',
  'loom.com',
  'web.microsoftstream.com',
] as const;

export function isVideoLink(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && (VIDEO_HOSTS as readonly string[]).includes(parsed.hostname) && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

export const WELCOME_PAGE_TEXT = {
  listed: 'Welcome pages.',
  found: 'Welcome page.',
  created: 'Page added.',
  saved: 'Page saved.',
  published: 'Page published.',
  unpublished: 'Page taken back to draft.',
  removed: 'Page removed.',
  reordered: 'Pages reordered.',
  rulesSaved: 'Page rules saved.',
  rulesPreview: 'What these rules change.',
  preview: 'The pages this hire gets.',
  audience: 'The audience of the welcome pages.',
  submitted: 'Thank you, your answers are saved.',
  notFound: 'This page does not exist, or was removed.',
  stale: 'Someone else changed this page since you opened it.',
  staleOrder: 'Someone else changed the pages since you opened them; the order shown now is theirs.',
  orderMismatch: 'Order every page of the company, each once.',
  tooManyPages: `A company may have at most ${WELCOME_PAGE_LIMITS.pages} pages.`,
  nothingToPublish: 'Add at least one block before publishing.',
  titleRequired: 'Give the page a title.',
  blockIdTwice: 'Each block of a page needs its own id.',
  videoLink: 'Use an https:// link to YouTube, Vimeo, Loom or Microsoft Stream.',
  altRequired: 'Describe the image for people who cannot see it.',
  formFieldsRequired: 'Choose at least one field for the new hire to fill in.',
  formFieldUnknown: (key: string) => `The field “${key}” does not exist in this company.`,
  formFieldNotEditable: (label: string) => `New hires may not edit “${label}” themselves; allow it on Default access for employees first.`,
  imageNotFound: 'This image was not uploaded, or was removed; upload it again.',
  imageType: 'Use a JPEG, PNG, GIF or WebP image.',
  imageTooLarge: `Use an image of at most 3 MB.`,
  imageTooWide: `Use an image of at most ${WELCOME_PAGE_LIMITS.imageSide} px on each side.`,
  personUnknown: 'One of the chosen people is not a member of this company.',
  pageNotForHire: 'This page is not part of your welcome experience.',
  blockNotForm: 'This block does not ask for anything.',
  fieldNotInForm: (label: string) => `“${label}” is not asked for on this page.`,
  pageVersionGone: 'This page changed since you opened it; reload it to see the new version.',
  previewNeedsOne: 'Choose a hire, or criteria values.',
} as const;
