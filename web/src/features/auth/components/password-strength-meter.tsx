// The new password's strength, scored by the same rules the server enforces (contract's
// password policy): a bar and the label Weak, Good or Strong.
import { passwordScore, passwordStrength } from '@venue-finder/contract';

export function PasswordStrengthMeter({ password }: { password: string }) {
  const score = passwordScore(password);
  const label = passwordStrength(score);
  return (
    <div className="password-strength">
      <meter className="password-strength__bar" min={0} max={100} low={50} high={75} optimum={100} value={score}>
        {score}
      </meter>
      <p className="password-strength__label">
        Strength: <strong>{label}</strong>
      </p>
    </div>
  );
}
