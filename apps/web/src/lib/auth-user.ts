/**
 * The user object of docs/api-accounts.md (login, register, social sign-in and GET /api/authuser answer it)
 * and the `{ user, token }` of a sign-in are the domain's contract (packages/domain/src/accounts/contract.ts),
 * never retyped here. `token` is null after registering a Vendor or Contractor (approval first).
 */
export type { AuthResult, AuthUser } from '@app/domain/accounts/contract';
