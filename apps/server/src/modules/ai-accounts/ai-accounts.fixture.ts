import { randomBytes } from 'node:crypto';
import type { App } from '../../app.ts';

/** A sign-up body that passes, with a fresh email. */
export const aiSignUp = (over: Record<string, unknown> = {}) => ({
  action: 'register',
  name: 'Ann Lee',
  email: `ai-${randomBytes(4).toString('hex')}@example.test`,
  password: 'secret-pass-1',
  password_confirmation: 'secret-pass-1',
  ...over,
});

/** The AI token's own header (spec point 7). */
export const aiHeader = (token: string): Record<string, string> => ({ AIauthToken: token });

/** Registers an AI account through POST /api/AI/design: its id, email, token and header. */
export async function registerAiAccount(app: App, over: Record<string, unknown> = {}) {
  const body = aiSignUp(over);
  const res = await app.inject({ method: 'POST', url: '/api/AI/design', payload: body });
  if (res.statusCode !== 201) throw new Error(`AI register failed: ${res.statusCode} ${res.body}`);
  const { user, token } = res.json().data as { user: { id: number; email: string }; token: string };
  return {
    id: user.id,
    email: user.email,
    password: body.password as string,
    token,
    headers: aiHeader(token),
  };
}
