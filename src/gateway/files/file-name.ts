export const MAX_FILE_NAME_LENGTH = 255;

function isSeparatorOrControl(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return character === '/' || character === '\\' || code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** A name is kept only as a label: never a path, never anything that could break a header or a log line. */
export function isAcceptableFileName(name: string | undefined): name is string {
  return typeof name === 'string' && name.trim() !== '' && name.length <= MAX_FILE_NAME_LENGTH && ![...name].some(isSeparatorOrControl);
}
