import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url: bearer tokens, reset tokens. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** What we store for a token: its SHA-256, so a leaked table cannot be replayed. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
