import { SignJWT } from 'jose';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Access tokens an attacker could present, for a user id: expired, signed with another key,
 * unsigned (`alg: none`), with a payload edited after signing, or signed right but with a
 * different algorithm. `secret` is the server's JWT_SECRET (tests set it, to sign the expired one).
 */
export async function forgedTokens(
  secret: string,
  userId: string,
  validToken: string,
  victimId: string,
): Promise<Record<string, string>> {
  const key = new TextEncoder().encode(secret);
  const now = Math.floor(Date.now() / 1000);
  const claims = (jwt: SignJWT) =>
    jwt.setSubject(userId).setIssuer('resumerank').setJti(crypto.randomUUID());
  const [header, payload, signature] = validToken.split('.') as [string, string, string];
  const edited = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: victimId };
  return {
    expired: await claims(new SignJWT({}))
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(key),
    'wrong key': await claims(new SignJWT({}))
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode('another key of at least thirty-two characters')),
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: userId,
      iss: 'resumerank',
      iat: now,
      exp: now + 3600,
      jti: crypto.randomUUID(),
    })}.`,
    'payload edited (another user)': `${header}.${base64url(edited)}.${signature}`,
    'signature edited': `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
    'HS512 with the right key': await claims(new SignJWT({}))
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key),
    'no expiry': await claims(new SignJWT({}))
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .sign(key),
    garbage: 'not.a.token',
  };
}
