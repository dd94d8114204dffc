import { ERROR_CODES, type CallFailure, type CallResult } from '@shared/contract/errors';
import { BRIDGE_INPUTS } from '@shared/bridge-inputs';
import { MAX_IMAGE_BYTES, type StoredImage } from '@shared/files';
import { failure, fieldErrorsOf } from './call-failure';
import type { GatewayClient } from './gateway-client';
import type { SessionManager } from './session';

/** The types the renderer is handed as images: what the file store keeps as images (never SVG, which can carry script). */
const SHOWN_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export const FILE_IMAGE_MESSAGES = {
  notImage: 'This file is not an image the app can show.',
  tooLarge: `This image is too large to show: at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`,
} as const;

export interface FileImages {
  /** A stored image the signed-in user may read, as a data: URL; anything but a JPEG, PNG, GIF or WebP within the size is refused. Never throws. */
  image(request: unknown): Promise<CallResult<StoredImage>>;
}

function refused(status: number, message: string): CallFailure {
  return { status, code: ERROR_CODES.invalidAnswer, message };
}

export function createFileImages(client: GatewayClient, session: Pick<SessionManager, 'authorized'>): FileImages {
  return {
    async image(request) {
      const parsed = BRIDGE_INPUTS['files.image'].safeParse(request);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        return failure({ status: 400, code: ERROR_CODES.invalidInput, message: parsed.error.issues[0]?.message ?? '', fieldErrors });
      }
      const { fileId } = parsed.data;
      return session.authorized(async (accessToken): Promise<CallResult<StoredImage>> => {
        const response = await client.send({
          gateway: 'fileStore',
          method: 'GET',
          path: `files/${encodeURIComponent(fileId)}`,
          accessToken,
          idempotent: true,
          answer: 'bytes',
        });
        if (!response.ok) return failure(response.error);
        const contentType = (response.bytes?.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        const data = response.bytes?.data;
        if (data === undefined || !SHOWN_IMAGE_TYPES.has(contentType)) return failure(refused(415, FILE_IMAGE_MESSAGES.notImage));
        if (data.byteLength > MAX_IMAGE_BYTES) return failure(refused(413, FILE_IMAGE_MESSAGES.tooLarge));
        return { ok: true, data: { fileId, dataUrl: `data:${contentType};base64,${Buffer.from(data).toString('base64')}` } };
      });
    },
  };
}
