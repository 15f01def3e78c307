import { COIN_MESSAGES } from '@app/domain/ai-design/coins';
import { aiCreditsSchema } from '@app/domain/ai-design/contract';
import { placeOrderBody } from '@app/domain/orders/contract';
import { idParam } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from '../orders/place-order.service.ts';
import { purchasePack } from './coin-purchase.service.ts';
import { refundUnusedCoins } from './coin-refund.service.ts';
import { readCredits } from './credits.service.ts';

const tags = ['ai'];
const security = [{ aiToken: [] }];
const credits = successSchema(z.object({ credits: aiCreditsSchema }));
const errors = { 401: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };

/**
 * The AI account's coins (issue 26 point 2; docs/api-ai-design.md): the balance and history, buying a pack
 * (a charge like checkout's: Idempotency-Key, crash-safe, reconciled), and the refund of a pack's unused
 * coins within 14 days. The account is the AIauthToken header's.
 */
export default async function aiCoinsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/AI/get_credits',
    {
      onRequest: app.requireAiUser,
      schema: { tags, security, response: { 200: successSchema(aiCreditsSchema), 401: errorSchema } },
    },
    // `pictures`: whether styled pictures are on here (an image model is configured; issue 26 point 5).
    async (request) => ok({ ...(await readCredits(app.db, request.aiUser!.id)), pictures: !!app.pictures }),
  );

  app.post(
    '/AI/coin_packs/:pack/purchase',
    {
      onRequest: app.requireAiUser,
      schema: {
        tags,
        security,
        params: z.object({ pack: z.string().max(40) }),
        body: z.object({ payment: placeOrderBody.shape.payment }),
        response: { 200: credits, 201: credits, ...errors, 503: errorSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const aiUserId = request.aiUser!.id;
      const { purchase, created } = await purchasePack(app.db, app.payments, {
        aiUserId,
        packId: request.params.pack,
        key,
        payment: request.body.payment,
      });
      reply.code(created ? 201 : 200);
      return ok({ credits: await readCredits(app.db, aiUserId) }, COIN_MESSAGES.bought(purchase.coins));
    },
  );

  app.post(
    '/AI/coin_packs/purchases/:id/refund',
    {
      onRequest: app.requireAiUser,
      schema: { tags, security, params: z.object({ id: idParam }), response: { 200: credits, ...errors } },
    },
    async (request) => {
      const aiUserId = request.aiUser!.id;
      const cents = await refundUnusedCoins(app.db, app.payments, { aiUserId, entryId: request.params.id });
      return ok({ credits: await readCredits(app.db, aiUserId) }, COIN_MESSAGES.refunded(cents));
    },
  );
}
