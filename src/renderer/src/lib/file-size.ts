const BYTES_PER_KILOBYTE = 1024;
const BYTES_PER_MEGABYTE = 1024 * 1024;

/** A byte limit as people read it: 10485760 -> '10 MB', 2621440 -> '2.5 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${Number((bytes / BYTES_PER_MEGABYTE).toFixed(1))} MB`;
}

/** A stored file's size wherever one is listed: 512 B, 12.3 KB, 1.4 MB, with at most one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < BYTES_PER_KILOBYTE) return `${bytes} B`;
  if (bytes < BYTES_PER_MEGABYTE) return `${Number((bytes / BYTES_PER_KILOBYTE).toFixed(1))} KB`;
  return formatMegabytes(bytes);
}
