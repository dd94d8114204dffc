import { updateWelcomePage, type WelcomeBlock, type WelcomePage } from '@shared/contract/welcome-pages';
import type { WelcomeBlockKind } from '@shared/welcome-pages';
import { BridgeError } from '@renderer/lib/bridge';
import { PAGES_TEXT } from './pages-text';

/** The page as the editor holds it: its title and draft blocks, an image block's file empty until one is uploaded. */
export interface PageDraft {
  title: string;
  blocks: WelcomeBlock[];
}

/** Messages by the call's path ("title", "blocks.2.alt"), the first of each. */
export type DraftErrors = Readonly<Record<string, string>>;

export const draftOf = (page: WelcomePage): PageDraft => ({ title: page.title, blocks: page.blocks });

/** A new block's id: random, so two editors never give two blocks one id, and short enough for the contract's 40 characters. */
export const newBlockId = () => `b-${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;

/** A block of the kind chosen, empty but for its id. */
export function newBlock(kind: WelcomeBlockKind): WelcomeBlock {
  const id = newBlockId();
  switch (kind) {
    case 'text':
      return { id, kind, html: '' };
    case 'image':
      return { id, kind, fileId: '', alt: '', caption: null };
    case 'video':
      return { id, kind, title: '', url: '' };
    case 'people':
      return { id, kind, title: 'People you will meet', roles: ['manager', 'buddy'], userIds: [] };
    case 'timeline':
      return { id, kind, title: 'Your first week', entries: [{ day: 1, time: null, title: '', details: null }] };
    case 'form':
      return { id, kind, title: 'Tell us about you', fieldKeys: [] };
    case 'tasks':
      return { id, kind, title: 'Your tasks' };
  }
}

/** The draft checked as the gateway checks it, with the contract's own messages, so a save that would be refused is not sent. */
export function draftErrors(draft: PageDraft): DraftErrors {
  const checked = updateWelcomePage.input.safeParse({ pageId: 'page', version: 1, ...draft });
  if (checked.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const path = issue.path.join('.');
    const imageMissing = issue.path.at(-1) === 'fileId';
    errors[path] ??= imageMissing ? PAGES_TEXT.imageMissing : issue.message;
  }
  return errors;
}

/** The gateway's refusal by field, as it names them (`blocks.2.alt`); empty when it named none. */
export function refusedFields(error: unknown): DraftErrors {
  if (!(error instanceof BridgeError) || !error.fieldErrors) return {};
  const errors: Record<string, string> = {};
  for (const [field, [first]] of Object.entries(error.fieldErrors)) if (first) errors[field] = first;
  return errors;
}

/** Whether two drafts say the same: the guard asks before leaving only when they do not. */
export const sameDraft = (one: PageDraft, other: PageDraft) => JSON.stringify(one) === JSON.stringify(other);
