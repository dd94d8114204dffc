import type { WebRoute } from '@shared/bridge';
import { UPLOAD_REQUEST_MESSAGES } from '@shared/upload-request';
import type { FastifyInstance } from 'fastify';
import type { WebCallContext } from './bridge-routes';

/** The upload's id and its name (URI-encoded: a header carries ASCII only) travel as headers beside the raw bytes. */
export const UPLOAD_HEADERS = { uploadId: 'x-upload-id', fileName: 'x-file-name' } as const;

export const UPLOAD_ROUTE_MESSAGES = {
  tooLarge: UPLOAD_REQUEST_MESSAGES.tooLarge,
  wrongType: "Send the file's bytes as application/octet-stream.",
  invalid: 'This upload request is not valid.',
  failed: 'The local web host could not finish this upload.',
} as const;

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
 * A call whose body is a file (POST /bridge/files): the file's bytes as the raw body (no multipart
 * to parse, so the limit is the file's own, `route.bodyLimit`), its id and name as headers. The
 * request they make is checked and run like any other call's; the core's progress of the second
 * leg (to the file store) is relayed over the tab's event stream by the call's handler.
 */
export async function registerUploadRoute(
  app: FastifyInstance,
  route: WebRoute,
  dispatch: (payload: unknown, context: WebCallContext) => Promise<unknown>,
): Promise<void> {
  const bodyLimit = route.bodyLimit;
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', ...(bodyLimit === undefined ? {} : { bodyLimit }) }, (_request, body, done) => {
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

    scope.route({
      method: route.method,
      url: route.path,
      ...(bodyLimit === undefined ? {} : { bodyLimit }),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        // A JSON or text body reached the app-wide parsers; only raw bytes are a file.
        if (request.body !== undefined && request.body !== null && !(request.body instanceof Uint8Array)) {
          return reply.code(415).send({ message: UPLOAD_ROUTE_MESSAGES.wrongType });
        }
        const payload = {
          uploadId: headerText(request.headers[UPLOAD_HEADERS.uploadId]),
          name: decodedName(headerText(request.headers[UPLOAD_HEADERS.fileName])),
          bytes: request.body instanceof Uint8Array ? request.body : new Uint8Array(0),
        };
        return dispatch(payload, { request, reply });
      },
    });
  });
}
