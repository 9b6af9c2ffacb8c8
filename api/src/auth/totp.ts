// Time-based one-time codes (RFC 6238: 6 digits, 30-second steps, SHA-1, as every authenticator
// app reads them) through otplib, and the recovery codes that stand in for the app when it is lost.
// Nothing here touches the database.
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { toString as qrCodeText } from 'qrcode';

const ISSUER = 'Venue Finder';
export const TOTP_PERIOD_S = 30;
/** A code from the step before or after the server's is still accepted (a clock a little off). */
const TOLERANCE_S = TOTP_PERIOD_S;
export const RECOVERY_CODE_COUNT = 10;
/** Unambiguous letters and digits (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/** The otpauth:// address as an SVG QR code, for the app to scan. */
export function qrCodeSvg(uri: string): Promise<string> {
  return qrCodeText(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The time step a code matched, or null; steps at or before `afterStep` never match (replay). */
export async function matchingStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_S,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten new codes as shown to the administrator, e.g. 'k7dxq-m3rta'. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Recovery codes are stored as SHA-256 of their letters (50 random bits each: no slow hash needed). */
export function hashRecoveryCode(code: string): Buffer {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, ''), 'utf8').digest();
}
