import { vi } from 'vitest';
import { jsonResponse } from '../../../app/test-helpers.tsx';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { setAuthToken } from '../../../lib/storage.ts';

export const SETTINGS = { app_name: 'Remodel Market', support_email: 'help@remodel.test' };

/** Stubs fetch with GET /api/setting and, for a signed-in visitor, GET /api/authuser. */
export function fakeApi({ userType }: { userType?: AuthUser['type'] } = {}) {
  if (userType) setAuthToken('tok_0123456789abcdef0123456789abcdef');
  const fetchMock = vi.fn(async (url: RequestInfo | URL) => {
    const path = String(url).split('?')[0];
    if (path === '/api/setting') return jsonResponse(200, { success: true, data: SETTINGS });
    if (path === '/api/authuser' && userType)
      return jsonResponse(200, {
        success: true,
        data: {
          id: 7,
          user_id: 7,
          type: userType,
          status: 'Active',
          email: 'x@demo.test',
          email_verified_at: '2026-01-01T00:00:00.000Z',
          first_name: 'Sam',
        },
      });
    return jsonResponse(404, { success: false, message: 'Record not found for processing.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
