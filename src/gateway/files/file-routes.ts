import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@shared/contract/errors';
import { STORABLE_CONTENT_TYPES, type StoredFile } from '@shared/files';
import { PRODUCT_CODES, PRODUCT_HEADER } from '@shared/products';
import { type AuthenticatedSession, authenticate } from '../auth/session';
import { runOnce } from '../http/idempotency-keys';
import { GatewayError } from '../http/gateway-error';
import { type OnboardingCaller, loadCaller } from '../onboarding/onboarding-access';
import type { GatewayServices } from '../services';
import { contentDisposition } from './content-disposition';
import { storableContentType } from './detect-content-type';
import { isCompanyWideFile, readableFile } from './file-access';
import { FILE_ERROR_CODES, FILE_MESSAGES } from './file-messages';
import { isAcceptableFileName } from './file-name';
import { createDatabaseFileStore } from './file-store';
import { FILE_FIELD, NAME_FIELD, readUpload } from './read-upload';
import { DEFAULT_UPLOADS_PER_MINUTE, UploadLimiter } from './upload-limiter';
import { DEFAULT_UNATTACHED_BYTES_PER_USER, storeWithinQuota } from './upload-quota';

export interface FileStoreOptions {
  /** Uploads each user may make per minute; 30 unless set. */
  uploadsPerMinute?: number;
  /** Bytes each user's uploads attached to nothing may hold; 200 MB unless set. */
  unattachedBytesPerUser?: number;
}

const productHeaders = z.looseObject({ [PRODUCT_HEADER]: z.enum(PRODUCT_CODES) });

const storedFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.enum(STORABLE_CONTENT_TYPES),
  size: z.number().int().positive(),
  createdAt: z.string(),
}) satisfies z.ZodType<StoredFile>;

/** A branded or page image: kept by the user's own browser only, for a year, never asked for again. */
const COMPANY_WIDE_IMAGE_CACHE = 'private, max-age=31536000, immutable';

function refused(status: number, message: string, code: string = ERROR_CODES.invalidInput): GatewayError {
  return new GatewayError(status, { message, code });
}

/**
 * `POST files` (multipart, one field named "file") and `GET files/{id}`: the company's file store.
 * They carry bytes rather than JSON, so they sit beside the contract's operations, not in it. A file
 * is read by whoever may see what it is attached to (file-attachments.ts).
 */
export async function registerFileRoutes(app: FastifyInstance, services: GatewayServices, options: FileStoreOptions = {}): Promise<void> {
  const store = createDatabaseFileStore(services.db);
  const limiter = new UploadLimiter(options.uploadsPerMinute ?? DEFAULT_UPLOADS_PER_MINUTE, services.limiters);
  const quotaBytes = options.unattachedBytesPerUser ?? DEFAULT_UNATTACHED_BYTES_PER_USER;
  const callers = new WeakMap<FastifyRequest, { session: AuthenticatedSession; caller: OnboardingCaller }>();
  // The account as it is now, like every onboarding call: a deactivated user is refused at once.
  const admitCaller = async (request: FastifyRequest): Promise<OnboardingCaller> => {
    const session = await authenticate(services, request);
    const caller = await loadCaller(services.db, session);
    callers.set(request, { session, caller });
    return caller;
  };
  const callerOf = (request: FastifyRequest) => {
    const admitted = callers.get(request);
    if (admitted === undefined) throw new Error('A file route ran without its caller.');
    return admitted;
  };

  // In a scope of their own, so multipart parsing and the catch-all body parser reach these routes only.
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    // Any other body is left unread: the handler answers 415 with what to send instead.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.withTypeProvider<ZodTypeProvider>().post('/files', {
      schema: {
        operationId: 'files.upload',
        summary: `Stores one file for the company: multipart/form-data with the file in "${FILE_FIELD}" and, optionally, its name in "${NAME_FIELD}". The type is read from the bytes.`,
        tags: ['files'],
        consumes: ['multipart/form-data'],
        headers: productHeaders,
        response: { 201: storedFileSchema },
        security: [{ bearerAuth: [] }],
      },
      onRequest: async (request) => {
        const caller = await admitCaller(request);
        await limiter.admit(caller.companyId, caller.userId);
      },
      handler: async (request, reply) => {
        const { session, caller } = callerOf(request);
        const upload = await readUpload(request);
        if (upload.bytes.byteLength === 0) throw refused(400, FILE_MESSAGES.empty);
        if (!isAcceptableFileName(upload.name)) throw refused(400, FILE_MESSAGES.badName);
        const contentType = await storableContentType(upload.bytes);
        if (contentType === null) throw refused(415, FILE_MESSAGES.unsupportedType, FILE_ERROR_CODES.unsupportedType);
        const file = { companyId: caller.companyId, uploadedBy: caller.userId, name: upload.name, contentType, bytes: upload.bytes };
        // An upload whose answer was lost is sent again with its key, and stores one file.
        const fingerprint = { name: upload.name, sha256: createHash('sha256').update(upload.bytes).digest('hex') };
        const stored = await runOnce(services.db, { operation: 'files.upload', session, request, reply, input: fingerprint }, async (db) => {
          const outcome = await storeWithinQuota(db, file, quotaBytes);
          if ('refused' in outcome) throw refused(413, FILE_MESSAGES.quotaExceeded(quotaBytes, outcome.refused.heldBytes), FILE_ERROR_CODES.quotaExceeded);
          return outcome.stored;
        });
        request.log.info({ fileId: stored.id, size: stored.size }, 'file stored');
        return reply.code(201).send(stored);
      },
    });

    scope.withTypeProvider<ZodTypeProvider>().get('/files/:id', {
      schema: {
        operationId: 'files.download',
        summary:
          "Answers a stored file's bytes with its content type; images inline, anything else as an attachment. A branded or welcome page image may be cached for a year; anything else is not stored.",
        tags: ['files'],
        headers: productHeaders,
        params: z.object({ id: z.string() }),
        security: [{ bearerAuth: [] }],
      },
      onRequest: async (request) => {
        await admitCaller(request);
      },
      handler: async (request, reply) => {
        const { caller } = callerOf(request);
        const readable = await readableFile(services.db, caller, request.params.id);
        const found = readable === undefined ? null : await store.read(caller.companyId, readable.id);
        if (found === null) throw refused(404, FILE_MESSAGES.notFound, FILE_ERROR_CODES.notFound);
        const { file, bytes } = found;
        const image = file.contentType.startsWith('image/');
        // A stored file never changes: an image every user of the company reads may be kept by their browser.
        const cacheable = image && (await isCompanyWideFile(services.db, caller.companyId, file.id));
        return reply
          .code(200)
          .headers({
            'content-type': file.contentType,
            'content-length': String(bytes.byteLength),
            'content-disposition': contentDisposition(image ? 'inline' : 'attachment', file.name),
            'x-content-type-options': 'nosniff',
            'cache-control': cacheable ? COMPANY_WIDE_IMAGE_CACHE : 'private, no-store',
          })
          .send(bytes);
      },
    });
  });
}
