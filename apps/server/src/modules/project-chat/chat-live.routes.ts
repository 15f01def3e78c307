import { isActiveStatus } from '@app/domain';
import { BEARER_PROTOCOL, CHAT_PROTOCOL, LIVE_LIMITS, LIVE_MESSAGES } from '@app/domain/projects/chat-live';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createBroadcaster, lazyBroadcaster } from '../../db/broadcaster.ts';
import { AppError } from '../../lib/app-error.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { findLiveSession } from '../accounts/token.repository.ts';
import { ChatHub } from './chat-hub.ts';
import { LiveSession, type LiveSocket } from './live-session.ts';

/** How often each connection is pinged; one that missed the last ping is dropped. */
const HEARTBEAT_MS = 30_000;
/**
 * How often each connection's session and projects are checked again: a signed-out or revoked token, a
 * deactivated account or a project the person left stops receiving within this (a designer let go, at once).
 */
export const RECHECK_MS = 15_000;

/** The subprotocols a client offered (Sec-WebSocket-Protocol, comma-separated). */
const offeredProtocols = (request: FastifyRequest) =>
  String(request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * GET /api/projectChat/live, the project chat's WebSocket (issue 24, docs/api-project-chat.md). The token
 * comes as a subprotocol, `bearer.<token>`, beside `chat.v1`, and is checked like a bearer header before
 * the upgrade: a refused client gets an HTTP 401 (or 422 without chat.v1), never a socket. Only `chat.v1`
 * is echoed back. Each process runs one hub: one LISTEN connection (db/broadcaster.ts) for all its sockets.
 */
export default async function chatLiveRoutes(fastify: FastifyInstance) {
  await fastify.register(fastifyWebsocket, {
    options: {
      maxPayload: LIVE_LIMITS.frameBytes,
      handleProtocols: (protocols: Set<string>) => (protocols.has(CHAT_PROTOCOL) ? CHAT_PROTOCOL : false),
    },
  });
  const hub = new ChatHub(
    fastify.db,
    lazyBroadcaster(() => createBroadcaster(fastify.db)),
    fastify.log,
  );
  const sessions = new Set<LiveSession>();
  const heartbeat = setInterval(() => {
    for (const session of sessions) session.heartbeat();
  }, HEARTBEAT_MS).unref();
  const recheck = setInterval(() => {
    for (const session of sessions) void session.recheck();
  }, RECHECK_MS).unref();
  fastify.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(recheck);
    await hub.close();
  });

  async function bySubprotocol(request: FastifyRequest, reply: FastifyReply) {
    const offered = offeredProtocols(request);
    const bearer = offered.find((p) => p.startsWith(BEARER_PROTOCOL));
    if (!bearer) throw new AppError('unauthenticated');
    // The same check as any bearer header: live session, account still allowed.
    request.headers.authorization = `Bearer ${bearer.slice(BEARER_PROTOCOL.length)}`;
    await fastify.authenticate.call(fastify, request, reply);
    if (!offered.includes(CHAT_PROTOCOL)) throw AppError.invalid({ protocol: [LIVE_MESSAGES.protocol] });
  }

  fastify.get('/projectChat/live', { websocket: true, preValidation: bySubprotocol }, (socket, request) => {
    const token = bearerToken(request)!;
    const sessionLive = async () => {
      const live = await findLiveSession(fastify.db, token);
      return live !== null && isActiveStatus(live.account.status);
    };
    const session = new LiveSession(
      hub,
      socket as unknown as LiveSocket,
      { id: request.user!.id },
      sessionLive,
    );
    sessions.add(session);
    (socket as unknown as LiveSocket).on('close', () => sessions.delete(session));
  });
}
