import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

/** What a valid access token tells us. */
export interface AccessTokenClaims {
  userId: string;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

export interface TokenSigner {
  sign(userId: string, now: Date): Promise<{ token: string; claims: AccessTokenClaims }>;
  /** Verifies signature, algorithm and expiry; returns null for any token that is not valid. */
  verify(token: string, now: Date): Promise<AccessTokenClaims | null>;
}

const ALGORITHM = 'HS256';
const ISSUER = 'resumerank';

/**
 * Signs and verifies access tokens (JWT, HS256, with sub/iat/exp/jti). Only HS256 is accepted on
 * the way in, so `alg: none` or a swapped algorithm is refused.
 */
export function createTokenSigner(key: Uint8Array, ttlMinutes: number): TokenSigner {
  return {
    async sign(userId, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = issuedAt + ttlMinutes * 60;
      const jti = randomUUID();
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .setJti(jti)
        .sign(key);
      return {
        token,
        claims: {
          userId,
          jti,
          issuedAt: new Date(issuedAt * 1000),
          expiresAt: new Date(expiresAt * 1000),
        },
      };
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          currentDate: now,
          requiredClaims: ['sub', 'exp', 'iat', 'jti'],
        });
        return {
          userId: payload.sub as string,
          jti: payload.jti as string,
          issuedAt: new Date((payload.iat as number) * 1000),
          expiresAt: new Date((payload.exp as number) * 1000),
        };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
