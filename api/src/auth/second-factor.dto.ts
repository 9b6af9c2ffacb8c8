// Requests and answers of administrators' second factor: the code step of signing in, enrolment,
// and the signed-in administrator's management of the factor. Validated here and trusted after.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SessionUserResponse } from './auth.dto';

const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
const RECOVERY_MESSAGE = 'Enter a recovery code as it was shown to you, such as k7dxq-m3rta';
const MAX_PASSWORD_LENGTH = 1_000;

export const ADMIN_LOGIN_STEPS = ['signed_in', 'enrol', 'code'] as const;
export type AdminLoginStep = (typeof ADMIN_LOGIN_STEPS)[number];

export class AdminLoginResponse {
  @ApiProperty({
    enum: ADMIN_LOGIN_STEPS,
    description:
      'signed_in: the session cookie is set. enrol: set up two-step sign-in before the session starts. ' +
      'code: enter a code from the authenticator app. For enrol and code a short-lived cookie holds the sign-in.',
  })
  step: AdminLoginStep;

  @ApiProperty({ type: SessionUserResponse, nullable: true, description: 'The administrator, once signed in' })
  user: SessionUserResponse | null;

  @ApiProperty({
    description: 'Signed in with the password alone (ADMIN_TOTP=optional): offer to set up two-step sign-in',
  })
  offer_enrolment: boolean;
}

export class SecondFactorCodeRequest {
  @ApiProperty({ pattern: '^\\d{6}$', example: '492039' })
  @MaxLength(12, { message: CODE_MESSAGE })
  @Matches(/^\s*\d{3}\s?\d{3}\s*$/, { message: CODE_MESSAGE })
  @IsString({ message: CODE_MESSAGE })
  code: string;
}

export class SecondFactorSignInRequest {
  @ApiPropertyOptional({ pattern: '^\\d{6}$', example: '492039' })
  @IsOptional()
  @MaxLength(12, { message: CODE_MESSAGE })
  @Matches(/^\s*\d{3}\s?\d{3}\s*$/, { message: CODE_MESSAGE })
  @IsString({ message: CODE_MESSAGE })
  code?: string;

  @ApiPropertyOptional({ description: 'One of the ten recovery codes, instead of a code', example: 'k7dxq-m3rta' })
  @IsOptional()
  @MaxLength(20, { message: RECOVERY_MESSAGE })
  @Matches(/^\s*[a-z0-9]{5}[\s-]?[a-z0-9]{5}\s*$/i, { message: RECOVERY_MESSAGE })
  @IsString({ message: RECOVERY_MESSAGE })
  recovery_code?: string;
}

export class PasswordConfirmationRequest {
  @ApiProperty({ format: 'password', description: 'The administrator’s password, asked for again' })
  @MaxLength(MAX_PASSWORD_LENGTH, { message: 'That password is not right.' })
  @IsString({ message: 'Please enter your password' })
  @IsNotEmpty({ message: 'Please enter your password' })
  password: string;
}

export class SecondFactorEnrolmentResponse {
  @ApiProperty({ description: 'The key to type into an authenticator app (base32); shown only during setup' })
  secret: string;
  @ApiProperty({ description: 'The otpauth:// address the QR code holds' })
  otpauth_uri: string;
  @ApiProperty({ description: 'The otpauth:// address as an SVG QR code' })
  qr_code_svg: string;
}

export class RecoveryCodesResponse {
  @ApiProperty({ type: [String], description: 'Ten single-use recovery codes; shown this once' })
  recovery_codes: string[];
}

export class SecondFactorSignedInResponse extends RecoveryCodesResponse {
  @ApiProperty({ type: SessionUserResponse }) user: SessionUserResponse;
}

export class SecondFactorStatusResponse {
  @ApiProperty({ description: 'Two-step sign-in is set up' }) enrolled: boolean;
  @ApiProperty({ description: 'Administrators here must use two-step sign-in (ADMIN_TOTP=required)' })
  required: boolean;
  @ApiProperty({ description: 'Recovery codes not yet used' }) recovery_codes_left: number;
}
