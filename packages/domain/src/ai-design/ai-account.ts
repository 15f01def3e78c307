import { z } from 'zod';
import { confirmed, loginSchema } from '../accounts/auth-forms.ts';
import { emailField, FULL_NAME_MESSAGE, newPasswordField } from '../accounts/registration.ts';
import { text } from '../shared/fields.ts';

/**
 * The AI design account's sign-up and sign-in (issue 26 point 1; spec point 7: POST /api/AI/design is login
 * and register in one path). The email, password and name rules and their messages are the marketplace
 * registration's (spec point 5); `action` says which of the two the body is.
 */

export const AI_ACCOUNT_MESSAGES = {
  action: 'The action must be login or register.',
  registered: 'Registered successfully.',
  /** POST /api/AI/link: the AI account already belongs to another marketplace account (409). */
  linkedElsewhere: 'This AI design account is linked to another account.',
  /** POST /api/AI/link: the marketplace account already has another AI account (409). */
  userHasOther: 'Your account is already linked to another AI design account.',
  linked: 'Your AI design account is linked to your account.',
} as const;

/** The account's name: a first and last name, as the marketplace registration asks (spec point 5). */
export const aiNameField = text('name')
  .max(120, 'The name may not be greater than 120 characters.')
  .refine((v) => v.split(/\s+/).length >= 2, FULL_NAME_MESSAGE);

export const aiRegisterBody = z
  .object({
    action: z.literal('register'),
    name: aiNameField,
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }).max(200),
  })
  .superRefine(confirmed);
export type AiRegisterRequest = z.input<typeof aiRegisterBody>;

export const aiLoginBody = z.object({
  action: z.literal('login'),
  email: emailField,
  password: loginSchema.shape.password,
});
export type AiLoginRequest = z.input<typeof aiLoginBody>;

/** POST /api/AI/design: `{ action: 'register', … }` or `{ action: 'login', … }`; anything else is a 422 on `action`. */
export const aiDesignBody = z.discriminatedUnion('action', [aiRegisterBody, aiLoginBody], {
  error: AI_ACCOUNT_MESSAGES.action,
});
export type AiDesignRequest = z.input<typeof aiDesignBody>;
export type AiDesignBody = z.output<typeof aiDesignBody>;
