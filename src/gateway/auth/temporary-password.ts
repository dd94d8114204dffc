import { randomInt } from 'node:crypto';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '@$!%*?&';
const LENGTH = 12;

function pick(characters: string): string {
  return characters[randomInt(characters.length)] as string;
}

/** A random 12-character password with each kind of character, without look-alikes (0/O, 1/l/I). */
export function temporaryPassword(): string {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const characters = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (characters.length < LENGTH) {
    characters.push(pick(all));
  }
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] as string, characters[index] as string];
  }
  return characters.join('');
}
