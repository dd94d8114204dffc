import { WEB_BRIDGE_ROUTES } from '@shared/bridge';
import { MAX_UPLOAD_BYTES } from '@shared/files';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppCore } from '../core/types';
import { UPLOAD_REQUEST_MESSAGES } from '../core/upload-request';
import type { EventStreams } from './event-stream';

/** The upload's id and its name (URI-encoded: a header carries ASCII only) travel as headers beside the raw bytes. */
export const UPLOAD_HEADERS = { uploadId: 'x-upload-id', fileName: 'x-file-name' } as const;

export const UPLOAD_ROUTE_MESSAGES = {
  tooLarge: UPLOAD_REQUEST_MESSAGES.tooLarge,
  wrongType: "Send the file's bytes as application/octet-stream.",
  invalid: 'This upload request is not valid.',
  failed: 'The local web host could not finish this upload.',
} as const;

export interface UploadRouteDependencies {
  /** The browser session's core, with the same cookie handling as the other bridge routes. */
  coreOf(request: FastifyRequest, reply: FastifyReply): Promise<AppCore>;
  streams: EventStreams;
}

function headerText(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function decodedName(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * POST /bridge/files: the file's bytes as the raw body (no multipart to parse, so the limit is the
 * file's own), handed to the core, which uploads them to the file store. The core's progress of that
 * second leg is relayed over the tab's event stream.
 */
export async function registerUploadRoute(app: FastifyInstance, dependencies: UploadRouteDependencies): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => {
      done(null, body);
    });

    scope.setErrorHandler(async (error: { statusCode?: number }, _request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) console.error('The local web host failed an upload:', error instanceof Error ? error.name : 'unknown error');
      const message =
        status === 413
          ? UPLOAD_ROUTE_MESSAGES.tooLarge
          : status === 415
            ? UPLOAD_ROUTE_MESSAGES.wrongType
            : status === 500
              ? UPLOAD_ROUTE_MESSAGES.failed
              : UPLOAD_ROUTE_MESSAGES.invalid;
      return reply.code(status).send({ message });
    });

    scope.post(WEB_BRIDGE_ROUTES.upload, { bodyLimit: MAX_UPLOAD_BYTES }, async (request, reply) => {
      const core = await dependencies.coreOf(request, reply);
      // A JSON or text body reached the app-wide parsers; only raw bytes are a file.
      if (request.body !== undefined && request.body !== null && !(request.body instanceof Uint8Array)) {
        return reply.code(415).send({ message: UPLOAD_ROUTE_MESSAGES.wrongType });
      }
      const bytes = request.body instanceof Uint8Array ? request.body : new Uint8Array(0);
      return core.files.upload(
        {
          uploadId: headerText(request.headers[UPLOAD_HEADERS.uploadId]),
          name: decodedName(headerText(request.headers[UPLOAD_HEADERS.fileName])),
          bytes,
        },
        (progress) => dependencies.streams.sendUploadProgress(core, progress),
      );
    });
  });
}
