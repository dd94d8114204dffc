import type { FastifyInstance } from 'fastify';
import { GATEWAY_MESSAGES } from '@shared/messages';
import { PRODUCT_CODES, PRODUCT_HEADER } from '@shared/products';

const productCodes: ReadonlySet<string> = new Set(PRODUCT_CODES);

/** Every call names the product it speaks for, except the probes and the API document. */
export function requireProductHeader(app: FastifyInstance, exempt: readonly string[]): void {
  const exemptPaths = new Set(exempt);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (exemptPaths.has(path)) {
      return;
    }
    const product = request.headers[PRODUCT_HEADER];
    if (typeof product !== 'string' || !productCodes.has(product)) {
      return reply.code(400).send({ message: GATEWAY_MESSAGES.productMissing });
    }
  });
}
