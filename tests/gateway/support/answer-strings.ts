import { expect } from 'vitest';

/** Every string of a JSON answer (keys included), with where it sits, at any depth. */
export function* answerStrings(value: unknown, path = '$'): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* answerStrings(item, `${path}[${index}]`);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      yield [`${path} (key)`, key];
      yield* answerStrings(item, `${path}.${key}`);
    }
  }
}

/** Where the answer holds one of the texts, if anywhere: the first place found and the text. */
export function findText(answer: unknown, texts: Iterable<string>): { path: string; text: string } | undefined {
  const wanted = [...texts];
  if (wanted.length === 0) return undefined;
  for (const [path, value] of answerStrings(answer)) {
    const text = wanted.find((each) => value.includes(each));
    if (text !== undefined) return { path, text };
  }
  return undefined;
}

/**
 * Fails when any string of the answer, at any depth (lists, nested hires, activity records,
 * messages), holds one of the hidden values: a value the caller may not see must be absent, not
 * just masked in one place.
 */
export function expectNoHiddenField(answer: unknown, hiddenValues: readonly string[], call = 'the answer'): void {
  const found = findText(answer, hiddenValues);
  expect(found, `${call} shows the hidden value "${found?.text}" at ${found?.path}`).toBeUndefined();
}
