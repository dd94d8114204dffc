import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@shared/contract/errors';
import { MAX_UPLOAD_BYTES } from '@shared/files';
import { GatewayError } from '../http/gateway-error';
import { FILE_ERROR_CODES, FILE_MESSAGES } from './file-messages';

export const FILE_FIELD = 'file';
/**
 * The file's name as a text field, UTF-8 as typed. Optional: without it the file part's filename is
 * used, which multipart encoders escape (a double quote arrives as %22) and which loses any folder part.
 */
export const NAME_FIELD = 'name';

export interface ReceivedUpload {
  /** The name field, else the file part's filename; not checked yet. */
  name: string | undefined;
  bytes: Buffer;
}

const PART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 20 } as const;

function refused(status: number, message: string, code: string = ERROR_CODES.invalidInput): GatewayError {
  return new GatewayError(status, { message, code });
}

/** @fastify/multipart's and busboy's refusals, as answers that say what to send instead. */
function answerFor(error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refused(413, FILE_MESSAGES.tooLarge, FILE_ERROR_CODES.tooLarge);
    case 'FST_FILES_LIMIT':
      return refused(400, FILE_MESSAGES.oneFileOnly);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return refused(400, FILE_MESSAGES.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return refused(415, FILE_MESSAGES.notMultipart);
    case 'FST_MP_PREMATURE_CLOSE':
      return refused(400, FILE_MESSAGES.cutShort);
    default:
      // A form that is not multipart at all: no boundary, broken part headers.
      return refused(400, FILE_MESSAGES.notMultipart);
  }
}

/** Reads the one file of a multipart upload into memory, at most MAX_UPLOAD_BYTES of it. */
export async function readUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw refused(415, FILE_MESSAGES.notMultipart);
  let file: { filename: string | undefined; bytes: Buffer } | undefined;
  let nameField: string | undefined;
  try {
    for await (const part of request.parts({ limits: PART_LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname !== NAME_FIELD) continue;
        if (part.valueTruncated || typeof part.value !== 'string') throw refused(400, FILE_MESSAGES.badName);
        nameField = part.value;
        continue;
      }
      if (part.fieldname !== FILE_FIELD) throw refused(400, FILE_MESSAGES.noFile);
      file = { filename: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw answerFor(error);
  }
  if (file === undefined) throw refused(400, FILE_MESSAGES.noFile);
  return { name: nameField ?? file.filename, bytes: file.bytes };
}
