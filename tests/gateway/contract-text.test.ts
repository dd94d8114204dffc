import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleOf, exampleWithText, fieldKey, onboardingOperations, requestOf, textFields } from '../shared/contract-inputs';
import { databaseTargets } from './databases';
import { ACME_ADMIN, type TestGateway, openTestGateway } from './test-gateway';

/**
 * Every text field of every onboarding operation, read from the contract: NUL (which PostgreSQL
 * cannot store in text) and ESC are refused with 400 and the field named, before anything reaches
 * the database. A new operation or field is covered as soon as it is in the registry.
 */
const CONTROL_TEXTS = ['a\u0000b', 'a\u001b[31mb'];

interface ErrorAnswer {
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`control characters in every operation's text on ${target.name}`, () => {
    let gateway: TestGateway;
    let token: string | undefined;
    // A call that did get through may end the session (a sign-out): the next one signs in afresh.
    const signedIn = async () => (token ??= (await gateway.session(ACME_ADMIN)).authToken);

    beforeAll(async () => {
      gateway = await openTestGateway(target);
    });
    afterAll(async () => {
      await gateway?.close();
    });

    for (const operation of onboardingOperations()) {
      const example = exampleOf(operation.input);
      const callers = operation.auth === 'public' ? [undefined, 'signed-in'] : ['signed-in'];
      for (const field of textFields(operation.input)) {
        const name = fieldKey(field.path);
        it(`${operation.name}: ${name}${field.recordKey ? ' (a key)' : ''} answers 400 naming the field`, async () => {
          for (const text of CONTROL_TEXTS) {
            const input = exampleWithText(example, field, text) as Record<string, unknown>;
            const request = requestOf(operation, input);
            for (const caller of callers) {
              const response = await gateway.app.inject({
                method: request.method,
                url: request.url,
                ...(request.body === undefined ? {} : { payload: request.body as object }),
                headers: { product: 'ONBOARDING', ...(caller === undefined ? {} : { authorization: `Bearer ${await signedIn()}` }) },
              });
              if (response.statusCode === 401) token = undefined;
              expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(400);
              const answer = response.json<ErrorAnswer>();
              const key = field.recordKey ? fieldKey([...field.path.slice(0, -1), text]) : name;
              expect(answer.fieldErrors?.[key]?.[0], response.body).toMatch(/ cannot contain control characters\.$/);
              expect(answer.message).toBe(answer.fieldErrors?.[key]?.[0]);
            }
          }
        });
      }
    }
  });
}
