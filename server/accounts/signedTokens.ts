/**
 * Signed, expiring tokens (JWT, HS256, via jose) for sessions and e-mailed links. The
 * audience names the purpose, so a verification link can never be used as a session.
 */
import { SignJWT, jwtVerify, errors } from 'jose';
import type { Clock } from '../platform/clock';

export type TokenPurpose =
  | 'session'
  | 'verify-email'
  // The sandbox payment provider: its checkout page link, and its signed callback.
  | 'sandbox-checkout'
  | 'payment-callback';

export interface SignedToken {
  token: string;
  expiresAt: Date;
}

export interface VerifiedToken {
  subject: number;
  claims: Record<string, unknown>;
}

const ISSUER = 'kadro';

export class SignedTokens {
  constructor(
    private readonly key: Uint8Array,
    private readonly clock: Clock,
  ) {}

  async sign(
    purpose: TokenPurpose,
    subject: number,
    claims: Record<string, unknown>,
    ttlSeconds: number,
  ): Promise<SignedToken> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const exp = now + ttlSeconds;
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(purpose)
      .setSubject(String(subject))
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** The token's subject and claims, or null when it is malformed, tampered, expired or for another purpose. */
  async verify(purpose: TokenPurpose, token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: purpose,
        currentDate: this.clock.now(),
      });
      const subject = Number(payload.sub);
      if (!Number.isInteger(subject) || subject < 1) return null;
      return { subject, claims: payload };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
