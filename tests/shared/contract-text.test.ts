import { describe, expect, it } from 'vitest';
import { operations } from '@shared/contract/registry';
import { multiLineText, passwordText, singleLineText } from '@shared/contract/text';
import { exampleOf, exampleWithText, fieldKey, onboardingOperations, textFields } from './contract-inputs';

/** NUL, which PostgreSQL cannot store in text, and ESC, which starts a terminal's escape sequences. */
const CONTROL_TEXTS = ['a\u0000b', 'a\u001b[31mb'];

describe('text in every operation of the contract', () => {
  for (const operation of onboardingOperations()) {
    describe(operation.name, () => {
      const example = exampleOf(operation.input);

      it('has an input the suites can build from its schema', () => {
        const result = operation.input.safeParse(example);
        expect(result.error?.issues ?? [], JSON.stringify(example)).toEqual([]);
      });

      for (const field of textFields(operation.input)) {
        it(`refuses control characters in ${fieldKey(field.path)}${field.recordKey ? ' (a key)' : ''}, naming the field`, () => {
          for (const text of CONTROL_TEXTS) {
            const result = operation.input.safeParse(exampleWithText(example, field, text));
            expect(result.success).toBe(false);
            const issues = result.error?.issues ?? [];
            const keyed = issues.filter(
              (issue) =>
                issue.path.slice(0, field.path.length - (field.recordKey ? 1 : 0)).join('.') ===
                fieldKey(field.recordKey ? field.path.slice(0, -1) : field.path),
            );
            expect(keyed[0]?.message, JSON.stringify(issues)).toMatch(/^[A-Z][\w ]* cannot contain control characters\.$/);
          }
        });
      }
    });
  }
});

describe('the text builders', () => {
  const singleLine = singleLineText('First name');
  const multiLine = multiLineText('Instructions');
  const password = passwordText('Password');

  it('refuse every C0 control character and DEL on one line, naming the field', () => {
    for (const code of [...Array.from({ length: 0x20 }, (_, index) => index), 0x7f]) {
      const result = singleLine.safeParse(`a${String.fromCharCode(code)}b`);
      expect(
        result.error?.issues.map((issue) => issue.message),
        `U+${code.toString(16)}`,
      ).toEqual(['First name cannot contain control characters.']);
    }
  });

  it('let tab and line breaks (CRLF as browsers send them) into text of several lines, and nothing else of C0', () => {
    expect(multiLine.safeParse('Ask for Sam\r\nBring:\tID\nand a pen').data).toBe('Ask for Sam\r\nBring:\tID\nand a pen');
    for (const text of ['a\u0000b', 'a\u000bb', 'a\u000cb', 'a\u001bb', 'a\u007fb']) {
      expect(multiLine.safeParse(text).error?.issues[0]?.message).toBe('Instructions cannot contain control characters.');
    }
  });

  it('keep every printable character of a password, spaces included, as sent', () => {
    expect(password.safeParse('  pässwörd €ñ 🔑 ').data).toBe('  pässwörd €ñ 🔑 ');
    for (const text of ['pass\u0000word', 'pass\tword', 'pass\u007f']) {
      expect(password.safeParse(text).error?.issues[0]?.message).toBe('Password cannot contain control characters.');
    }
  });

  it('take text beyond ASCII and the line separators that are not control characters', () => {
    expect(singleLine.safeParse('  Zoë\u2028Ōsaka-Łukasz\u00a0 ').data).toBe('Zoë\u2028Ōsaka-Łukasz');
  });
});

describe('text of several lines in the operations', () => {
  it('is taken where a person writes paragraphs, and refused in a single-line field', () => {
    const comment = operations['tasks.addComment'].input.safeParse({ taskId: 'task', body: 'Done.\r\n\tThe laptop is here.' });
    expect(comment.data?.body).toBe('Done.\r\n\tThe laptop is here.');
    const hire = operations['newHire.create'].input.safeParse({ ...(exampleOf(operations['newHire.create'].input) as object), jobTitle: 'Engineer\nLead' });
    expect(hire.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['jobTitle', 'Job title cannot contain control characters.']]);
  });
});
