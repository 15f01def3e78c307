import { z } from 'zod';
import { OTP_DIGITS } from '../shared/constants.ts';
import { emailField, newPasswordField } from './registration.ts';

const required = (label: string) => `The ${label} field is required.`;

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: required('password') }).min(1, required('password')),
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

/** The password typed twice must match (reset, change, the AI account's sign-up). */
export const confirmed = <T extends { password: string; password_confirmation: string }>(
  d: T,
  ctx: z.RefinementCtx,
) => {
  if (d.password !== d.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: 'The password confirmation does not match.',
    });
  }
};

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: 'The reset link is not valid.' }).min(20, 'The reset link is not valid.'),
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string({ error: required('password confirmation') }),
  })
  .superRefine(confirmed);

export const changePasswordSchema = z
  .object({
    current_password: z.string({ error: required('current password') }).min(1, required('current password')),
    password: newPasswordField,
    password_confirmation: z.string({ error: required('password confirmation') }),
  })
  .superRefine(confirmed);

export const otpSchema = z
  .string({ error: required('otp') })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), `The OTP must be ${OTP_DIGITS} digits.`);

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** POST /api/sociallogin/{provider} body: { provider, data } where data carries the provider's ID token. */
export const socialLoginSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: 'The provider is not supported.' }),
  data: z.union(
    [
      z.string().min(10),
      z.object({ id_token: z.string().min(10) }).passthrough(),
      z.object({ credential: z.string().min(10) }).passthrough(),
    ],
    { error: 'The data field must carry the provider ID token.' },
  ),
});
/** The nonce the web app put in the provider request, echoed back so the ID token cannot be replayed. */
export const socialNonce = (data: z.output<typeof socialLoginSchema>['data']): string | null =>
  typeof data === 'object' && typeof data.nonce === 'string' && data.nonce !== '' ? data.nonce : null;
export const socialIdToken = (data: z.output<typeof socialLoginSchema>['data']): string =>
  typeof data === 'string' ? data : 'id_token' in data ? String(data.id_token) : String(data.credential);
