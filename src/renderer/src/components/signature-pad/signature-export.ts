/** Spec section 9: the signature image is 300 by 135. */
export const SIGNATURE_SIZE = { width: 300, height: 135 } as const;

/**
 * The exported image's ink, whatever the theme: a signature is printed and placed on white
 * documents, so it leaves as black strokes on a transparent background even when it was drawn in
 * light ink on the dark theme.
 */
export const SIGNATURE_EXPORT_INK = '#000000';

/** A finished signature: a PNG of SIGNATURE_SIZE, as a data URL for <img> and as bytes to store. */
export interface SignatureImage {
  dataUrl: string;
  bytes: Uint8Array;
}

/** The bytes a base64 data URL carries. */
export function dataUrlBytes(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Copies the drawing canvas (which may hold several device pixels per CSS pixel) into a PNG of
 * SIGNATURE_SIZE and repaints every stroke in SIGNATURE_EXPORT_INK, keeping each pixel's alpha.
 */
export function exportSignature(drawing: HTMLCanvasElement): SignatureImage {
  const image = document.createElement('canvas');
  image.width = SIGNATURE_SIZE.width;
  image.height = SIGNATURE_SIZE.height;
  const context = image.getContext('2d');
  if (!context) throw new Error('This display cannot draw images, so the signature cannot be saved.');
  context.drawImage(drawing, 0, 0, image.width, image.height);
  context.globalCompositeOperation = 'source-in';
  context.fillStyle = SIGNATURE_EXPORT_INK;
  context.fillRect(0, 0, image.width, image.height);
  const dataUrl = image.toDataURL('image/png');
  return { dataUrl, bytes: dataUrlBytes(dataUrl) };
}
