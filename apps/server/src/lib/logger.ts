import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';
import { terminalLogStream } from './terminal-log.ts';

const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'current_password',
  'card_number',
  'cvv',
  'cvc',
  'number',
  'token',
  'id_token',
  'credential',
  'otp',
];

/** Log paths that never reach the log: credentials in headers and secret fields at any of the first depths. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  // The chat's WebSocket carries its token as a subprotocol (modules/project-chat/chat-live.routes.ts).
  'req.headers["sec-websocket-protocol"]',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
}

/**
 * On a developer's terminal (stdout a TTY, not production): the same level and redaction, written as short
 * readable lines (lib/terminal-log.ts) instead of JSON.
 */
export function terminalLoggerOptions(
  config: AppConfig,
  out: NodeJS.WriteStream,
): FastifyServerOptions['logger'] {
  const options = loggerOptions(config);
  if (!options || options === true) return options;
  return { ...options, stream: terminalLogStream(out, out.hasColors?.() ?? false) };
}

/** Whether the server writes for a person at a terminal rather than for a log collector. */
export const onTerminal = (config: AppConfig, out: NodeJS.WriteStream) =>
  out.isTTY === true && config.nodeEnv !== 'production';
