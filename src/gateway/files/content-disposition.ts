/**
 * `attachment` or `inline` with the stored name: an ASCII fallback for old clients and the exact
 * name in RFC 5987 form. Names were checked for control characters on upload.
 */
export function contentDisposition(disposition: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
