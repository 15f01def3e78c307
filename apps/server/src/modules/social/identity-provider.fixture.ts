import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/**
 * A stand-in for Google's or Apple's key endpoint: an RS256 key pair whose public half is served as a JWKS
 * from 127.0.0.1, and a signer for ID tokens. `rogueKey` signs with the same key id but another key.
 */
export async function startIdentityProvider(opts: { issuer: string; audience: string }) {
  const kid = 'test-key-1';
  const real = await generateKeyPair('RS256');
  const rogue = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(real.publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const server = createServer((req, res) => {
    if (req.url !== '/jwks') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  type SignOptions = { audience?: string; issuer?: string; expiresIn?: string | number; rogueKey?: boolean };
  return {
    jwksUrl: `http://127.0.0.1:${port}/jwks`,
    /** An ID token with the given claims; by default valid for our audience and issuer for 10 minutes. */
    sign(claims: JWTPayload, o: SignOptions = {}) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(o.issuer ?? opts.issuer)
        .setAudience(o.audience ?? opts.audience)
        .setIssuedAt()
        .setExpirationTime(o.expiresIn ?? '10m')
        .sign(o.rogueKey ? rogue.privateKey : real.privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
