import type { FastifyPluginAsync } from 'fastify';
import accounts from './accounts/accounts.routes.ts';
import health from './health/health.routes.ts';
import mail from './mail/mail.routes.ts';
import notifications from './notifications/notifications.routes.ts';
import otp from './otp/otp.routes.ts';
import passwords from './passwords/passwords.routes.ts';
import profile from './profile/profile.routes.ts';
import settings from './settings/settings.routes.ts';
import social from './social/social.routes.ts';
import verification from './verification/verification.routes.ts';

/** Modules serving `/api/...`: each registered with prefix /api. */
export const apiModules: FastifyPluginAsync[] = [
  health,
  settings,
  accounts,
  profile,
  notifications,
  verification,
  passwords,
  otp,
  social,
];

/** Modules registered at the root, outside /api (the dev mailbox at /dev/mailbox). */
export const rootModules: FastifyPluginAsync[] = [mail];
