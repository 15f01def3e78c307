import { type PublicSettings, publicSettingsSchema } from '@app/domain/settings/contract';
import type { AuthUser } from '../lib/auth-user.ts';
import { setAuthToken } from '../lib/storage.ts';
import { SETTINGS as BASE_SETTINGS, type FakeReply, fakeApi as fakeRoutes, ok } from './fake-api.ts';
import { authUser, TOKEN } from './users.ts';

export const SETTINGS: PublicSettings = publicSettingsSchema.parse({
  ...BASE_SETTINGS,
  app_name: 'Remodel Market',
  support_email: 'help@remodel.test',
});

/**
 * Stubs fetch with GET /api/setting and, for a signed-in visitor of `userType`, GET /api/authuser; every
 * other path answers 404. Returns the stubbed fetch, for tests that wrap it.
 */
export function fakeApi({ userType }: { userType?: AuthUser['type'] } = {}) {
  if (userType) setAuthToken(TOKEN);
  const routes: Record<string, FakeReply> = { 'GET /api/setting': ok(SETTINGS) };
  if (userType) routes['GET /api/authuser'] = ok(authUser({ type: userType }));
  return fakeRoutes(routes).mock;
}
