import { z } from 'zod';
import type { BridgeCallName } from './bridge';
import { rendererOperationNames } from './contract/registry';
import { EXTERNAL_LINKS } from './external-links';
import { isVideoLink, WELCOME_PAGE_TEXT } from './welcome-pages';
import { loginAsRequestSchema } from './login-as-request';
import { uploadRequestSchema } from './upload-request';

/** A payload that is not even the object a function takes. */
export const INVALID_REQUEST_MESSAGE = 'The request from the window is not valid.';
export const UNKNOWN_LINK_MESSAGE = `Only these pages can be opened outside the app: ${EXTERNAL_LINKS.join(', ')}.`;

/** A field's message when it is missing, and when it is there but not text. */
function textError(field: string) {
  return (issue: { input: unknown }) => (issue.input === undefined ? `${field} is required.` : `${field} must be text.`);
}

export const signInRequestSchema = z.object(
  {
    email: z.string({ error: textError('Email') }).max(320, { error: 'Email must be at most 320 characters.' }),
    password: z.string({ error: textError('Password') }).max(256, { error: 'Password must be at most 256 characters.' }),
    loggedIn: z.boolean({ error: 'Remember me must be true or false.' }),
  },
  { error: INVALID_REQUEST_MESSAGE },
);

const callableNames = new Set(rendererOperationNames());

export const apiCallSchema = z.object(
  {
    name: z
      .string({ error: 'The operation name must be text.' })
      .refine((name) => callableNames.has(name), { error: 'This operation cannot be called from the window.' }),
    input: z.record(z.string(), z.unknown(), { error: 'The operation input must be an object.' }),
    /** `ApiCallOptions`; its fields are checked by the core, which knows which operations take a key. */
    options: z.record(z.string(), z.unknown(), { error: 'The call options must be an object.' }).optional(),
  },
  { error: INVALID_REQUEST_MESSAGE },
);

/** The page sends the name of a public page, never a URL. */
export const openLinkRequestSchema = z.object(
  { link: z.enum(EXTERNAL_LINKS, { error: UNKNOWN_LINK_MESSAGE }) },
  { error: 'Send the page to open as { link }.' },
);

/** A welcome page's video: an https link to a known video host, never any other URL. */
export const openVideoRequestSchema = z.object(
  { url: z.string({ error: 'Send the video link as text.' }).max(500).refine(isVideoLink, { error: WELCOME_PAGE_TEXT.videoLink }) },
  { error: 'Send the video to open as { url }.' },
);

/** The hire whose welcome experience the preview window shows. */
export const openPreviewExperienceRequestSchema = z.object(
  { hireId: z.string({ error: 'Send the hire as text.' }).trim().min(1, { error: 'Choose a hire.' }).max(64, { error: 'The hire id is not valid.' }) },
  { error: 'Send the hire to preview as { hireId }.' },
);

/** The copy itself (text of bounded size) is checked by the core, which keeps it. */
const offlineSaveSchema = z.object({ data: z.unknown() }, { error: 'The offline copy must be sent as { data }.' });

/** Whatever the page sends to a function that takes nothing is dropped. */
const noInput = z.unknown().transform(() => undefined);

/**
 * The input of every call of `BRIDGE`, checked once where the call arrives (the IPC handlers and
 * the web host's routes), before the core sees it. A refusal answers 400 with the first problem's
 * sentence and every field's in `fieldErrors`.
 */
export const BRIDGE_INPUTS = {
  'session.get': noInput,
  'session.signIn': signInRequestSchema,
  'session.signOut': noInput,
  'session.loginAs': loginAsRequestSchema,
  'session.endLoginAs': noInput,
  'api.call': apiCallSchema,
  'links.open': openLinkRequestSchema,
  'links.openVideo': openVideoRequestSchema,
  'windows.openPreviewExperience': openPreviewExperienceRequestSchema,
  'files.upload': z.object(uploadRequestSchema.shape, { error: INVALID_REQUEST_MESSAGE }),
  'files.image': z.object({ fileId: z.string().min(1).max(64) }, { error: INVALID_REQUEST_MESSAGE }),
  'offline.load': noInput,
  'offline.save': offlineSaveSchema.transform((request) => request.data),
  'offline.clear': noInput,
  'connectivity.get': noInput,
  'connectivity.check': noInput,
  'notifications.get': noInput,
  // The choices are checked by the core (writeNotificationPreferences), which keeps them.
  'notifications.set': z.unknown(),
  // A call missing here, or a name the table does not have, fails the typecheck.
} satisfies { readonly [Name in BridgeCallName]: z.ZodType };

/** A call's input once checked. */
export type BridgeInput<Name extends BridgeCallName> = z.output<(typeof BRIDGE_INPUTS)[Name]>;
