/**
 * The answers' shapes are the domain's contract (packages/domain/src/accounts/contract.ts): the user object of
 * docs/api-accounts.md and the `{ user, token }` of login, register and social sign-in. Request bodies are the
 * domain's forms (registerSchema, loginSchema; auth-forms.ts).
 */
export { type AuthUser, authUserSchema, sessionSchema } from '@app/domain/accounts/contract';
