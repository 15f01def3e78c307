import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../../plugins/auth.ts';
import { findLiveSession } from '../accounts/token.repository.ts';

/**
 * The signed-in caller when a valid bearer token is sent, else null: public catalogue routes never answer
 * 401, but a signed-in user's views are kept under the account too.
 */
export async function optionalUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ id: number } | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const session = await findLiveSession(app.db, token);
  if (!session || session.account.status === 'Deactive') return null;
  return { id: session.account.id };
}
