import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Tiny real files of each kind the file store keeps (2x2 pixels, or a one-page PDF), and some it refuses. */
const fromBase64 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'base64'));

export const SAMPLE_PNG = fromBase64('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACAQMAAABIeJ9nAAAAA1BMVEUWd//yreKkAAAADElEQVQI12NgYGAAAAAEAAEnNCcKAAAAAElFTkSuQmCC');

export const SAMPLE_JPEG = fromBase64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAACAAIDAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAABv/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAI/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8ACHAL7//Z',
);

export const SAMPLE_GIF = fromBase64('R0lGODlhAgACAPAAABZ3/wAAACH5BAAAAAAALAAAAAACAAIAAAIChFEAOw==');

export const SAMPLE_WEBP = fromBase64('UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoCAAIAAgA0JaACdLoB+AADsAD+6ez//aWfqWfqWf35P/n5nduL+cwA');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real greyscale PNG of the given sides (one compressed run of zero bytes), padded with a text
 * chunk to `atLeastBytes` when given: what the brand checks read of width, height and size.
 */
export function pngOfSides(width: number, height: number, atLeastBytes = 0): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.alloc((width + 1) * height));
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', pixels)];
  const sizeSoFar = parts.reduce((total, part) => total + part.byteLength, 0) + 12;
  if (atLeastBytes > sizeSoFar) parts.push(pngChunk('tEXt', Buffer.alloc(Math.max(0, atLeastBytes - sizeSoFar - 12), 0x61)));
  parts.push(pngChunk('IEND', Buffer.alloc(0)));
  return new Uint8Array(Buffer.concat(parts));
}

/** A one-page PDF with a correct cross-reference table, built object by object. */
export const SAMPLE_PDF: Uint8Array = (() => {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>'];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
})();

/** Plain text: what a renamed .png that is no image holds. */
export const TEXT_BYTES = new TextEncoder().encode('These are meeting notes, not a picture.\n');

/** An SVG is an image to a browser but can carry script: the store does not keep it. */
export const SVG_BYTES = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><script>alert(1)</script></svg>');

export type MultipartPart = { field: string; name?: string; bytes: Uint8Array; contentType?: string } | { field: string; value: string };

/** A multipart/form-data body as a browser sends it: a double quote in a file name goes as %22. */
export function multipartBody(parts: MultipartPart[]): { body: Buffer; contentType: string } {
  const boundary = `----hcm-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`));
      continue;
    }
    const filename = part.name === undefined ? '' : `; filename="${part.name.replace(/"/g, '%22')}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${filename}\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** `POST /files` with the given parts, as the session of `token` (none: anonymously), with any further headers. */
export function uploadFile(
  app: FastifyInstance,
  token: string | undefined,
  parts: MultipartPart[],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/files',
    payload: body,
    headers: { product: 'ONBOARDING', 'content-type': contentType, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
  });
}

/** `GET /files/{id}` as the session of `token` (none: anonymously). */
export function downloadFile(app: FastifyInstance, token: string | undefined, id: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/files/${encodeURIComponent(id)}`,
    headers: { product: 'ONBOARDING', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
  });
}

/** PNG bytes padded to the given size: still a PNG to anything reading its chunks. */
export function pngOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(SAMPLE_PNG);
  return bytes;
}
