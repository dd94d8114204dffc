/** What the gateway's file store accepts and answers; shared by the upload widget, the core and the gateway. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The content types the store keeps, as detected from the bytes (never from the name). */
export const STORABLE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'] as const;
export type StorableContentType = (typeof STORABLE_CONTENT_TYPES)[number];

/** Spec section 5: the upload widget's supported-formats text when a screen names none. */
export const DEFAULT_SUPPORTED_FORMATS_TEXT = 'JPEG, PNG, GIF';

export interface UploadRequest {
  /** Chosen by the renderer, so progress events can be matched to the file. */
  uploadId: string;
  name: string;
  bytes: Uint8Array;
}

export interface StoredFile {
  id: string;
  name: string;
  contentType: StorableContentType;
  size: number;
  createdAt: string;
}

export interface UploadProgress {
  uploadId: string;
  loaded: number;
  total: number;
}

/** Which stored image the renderer asks the core for. */
export interface ImageRequest {
  fileId: string;
}

/** A stored image as the renderer shows it. */
export interface StoredImage {
  fileId: string;
  /** `data:<image type>;base64,…` */
  dataUrl: string;
}

/** The largest image the core hands the renderer: a welcome hero image, the largest kind. */
export const MAX_IMAGE_BYTES = 3 * 1024 * 1024;
