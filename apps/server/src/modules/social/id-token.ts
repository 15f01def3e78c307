import type { SocialProvider } from '@app/domain';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';

export type ProviderConfig = { clientId: string | undefined; jwksUrl: string; issuer: string };

/** What we keep from a verified ID token. */
export type SocialIdentity = {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

type KeySet = ReturnType<typeof createRemoteJWKSet>;
/** One key set per JWKS URL: jose caches the keys inside it and refetches on an unknown key id. */
const keySets = new Map<string, KeySet>();
const keySetFor = (url: string) => {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    keySets.set(url, set);
  }
  return set;
};

/** Apple sends email_verified as the string "true"; Google as a boolean. */
const isTrue = (v: unknown) => v === true || v === 'true';

const nameOf = (claims: JWTPayload) => {
  const name = typeof claims.name === 'string' ? claims.name.trim() : '';
  if (name) return name;
  const parts = [claims.given_name, claims.family_name].filter(
    (p): p is string => typeof p === 'string' && !!p.trim(),
  );
  return parts.length ? parts.join(' ').trim() : null;
};

/**
 * Verifies the provider's ID token against its JWKS: signature, issuer, audience (our client id) and expiry.
 * Throws jose's error on any failure; the caller maps it to one 422.
 */
export async function verifyIdToken(
  provider: SocialProvider,
  config: ProviderConfig & { clientId: string },
  idToken: string,
  expectedNonce: string | null = null,
): Promise<SocialIdentity> {
  const { payload } = await jwtVerify(idToken, keySetFor(config.jwksUrl), {
    issuer: config.issuer,
    audience: config.clientId,
    algorithms: ['RS256', 'ES256'],
    requiredClaims: ['sub', 'exp'],
    clockTolerance: 30,
  });
  if (expectedNonce !== null && payload.nonce !== expectedNonce) throw new Error('nonce mismatch');
  const email =
    typeof payload.email === 'string' && payload.email.includes('@') ? payload.email.toLowerCase() : null;
  return {
    provider,
    subject: payload.sub as string,
    email,
    emailVerified: !!email && isTrue(payload.email_verified),
    name: nameOf(payload),
  };
}
