import { PASSWORD_MESSAGES, passwordProblem, passwordScore, passwordStrength } from './password-policy.js';

describe('the administrators’ password policy', () => {
  it.each([
    ['', 0],
    ['abcdefghijkl', 40], // 12+ (25) and lower case (15)
    ['abcdefghijklmnop', 50], // and 16+ (10)
    ['Abcdefghijk1', 70], // 25 + 15 + 15 + 15
    ['Abcdefghijk1!', 90],
    ['Abcdefghijklmno1!', 100],
    ['!!!!', 20],
  ])('scores %p as %p, as the spec adds it up', (password, score) => {
    expect(passwordScore(password)).toBe(score);
  });

  it('labels scores Weak below 50, Good below 75 and Strong from 75', () => {
    expect([0, 49, 50, 74, 75, 100].map(passwordStrength)).toEqual([
      'Weak',
      'Weak',
      'Good',
      'Good',
      'Strong',
      'Strong',
    ]);
  });

  it('refuses short, common and weak passwords with the spec’s messages', () => {
    expect(passwordProblem('Short1!')).toBe('Password must be at least 12 characters long');
    expect(passwordProblem('password1234')).toBe('Password is too common. Please choose a stronger password.');
    expect(passwordProblem('PASSWORD1234')).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(passwordProblem('abcdefghijkl')).toBe(PASSWORD_MESSAGES.tooWeak);
    expect(passwordProblem('Correct-Horse-Battery-9')).toBeNull();
  });
});
