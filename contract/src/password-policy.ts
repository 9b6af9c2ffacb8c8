// The administrators' password rules (owner-admin spec §5), one copy for the server, which
// enforces them, and the web app, whose strength meter shows the same score.

export const PASSWORD_MIN_LENGTH = 12;
/** The score a new password needs before it can be submitted. */
export const PASSWORD_MIN_SCORE = 50;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  mismatch: 'Passwords do not match',
  tooCommon: 'Password is too common. Please choose a stronger password.',
  tooWeak: 'Password is too weak: use upper and lower case letters, digits and a symbol.',
} as const;

/** A small, fixed list of the passwords people pick most often that are 12 characters or longer. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password1234',
  'password12345',
  'password123456',
  'password123!',
  'Password1234',
  'Password123!',
  'passwordpassword',
  '123456789012',
  '1234567890123',
  '12345678901234',
  'qwertyuiop123',
  'qwertyuiopasdf',
  'qwerty123456',
  '1q2w3e4r5t6y',
  'iloveyou1234',
  'letmein12345',
  'welcome12345',
  'Welcome12345',
  'Welcome123!!',
  'administrator',
  'Administrator1',
  'admin1234567',
  'changeme1234',
  'trustno1trustno1',
  'football1234',
  'baseball1234',
  'sunshine1234',
  'princess1234',
  'monkey123456',
  'dragon123456',
  'abc123456789',
  'aaaaaaaaaaaa',
  'venuefinder1',
  'Venuefinder1!',
]);

export type PasswordStrength = 'Weak' | 'Good' | 'Strong';

/** +25 for 12+ characters, +10 for 16+, +15 each for lower case, upper case and a digit, +20 for a symbol; at most 100. */
export function passwordScore(password: string): number {
  let score = 0;
  if (password.length >= 12) score += 25;
  if (password.length >= 16) score += 10;
  if (/[a-z]/.test(password)) score += 15;
  if (/[A-Z]/.test(password)) score += 15;
  if (/\d/.test(password)) score += 15;
  if (/[^A-Za-z0-9]/.test(password)) score += 20;
  return Math.min(score, 100);
}

/** Weak below 50, Good below 75, Strong otherwise. */
export function passwordStrength(score: number): PasswordStrength {
  if (score < 50) return 'Weak';
  if (score < 75) return 'Good';
  return 'Strong';
}

/** The first rule a new password breaks, as the message to show, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (COMMON_PASSWORDS.has(password) || COMMON_PASSWORDS.has(password.toLowerCase())) {
    return PASSWORD_MESSAGES.tooCommon;
  }
  if (passwordScore(password) < PASSWORD_MIN_SCORE) return PASSWORD_MESSAGES.tooWeak;
  return null;
}
