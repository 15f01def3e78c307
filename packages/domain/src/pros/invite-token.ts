import { z } from 'zod';

/**
 * The invitation token a link carries (`invite=`): base64url of 32 random bytes. Anything else names no
 * invitation; the registration then goes on without one.
 */
export const inviteTokenField = z
  .string()
  .max(128, 'The invite may not be greater than 128 characters.')
  .nullish()
  .transform((v) => (v && /^[A-Za-z0-9_-]{20,128}$/.test(v) ? v : null));
