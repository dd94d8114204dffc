import { z } from 'zod';

export const LOGIN_AS_REQUEST_MESSAGE = 'Choose the user to log in as.';

/** What a window sends to start viewing as another user, over IPC or the web host; nothing else is kept. */
export const loginAsRequestSchema = z.object(
  {
    userId: z
      .string({ error: LOGIN_AS_REQUEST_MESSAGE })
      .trim()
      .min(1, { error: LOGIN_AS_REQUEST_MESSAGE })
      .max(64, { error: 'The user id must be at most 64 characters.' }),
  },
  { error: LOGIN_AS_REQUEST_MESSAGE },
);
