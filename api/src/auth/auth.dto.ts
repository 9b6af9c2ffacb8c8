// Requests and answers of sign-in: magic links, administrator passwords and resets, and the
// signed-in user. Validated here and trusted after.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { USER_TYPES, type UserType } from '@venue-finder/core';
import { MAX_EMAIL_LENGTH } from '../briefs/brief.dto';
import type { SessionUser } from './session.repository';

const MAX_TOKEN_LENGTH = 200;
const MAX_PASSWORD_LENGTH = 1_000;

const emailField = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class MagicLinkRequest {
  @ApiProperty({ format: 'email', maxLength: MAX_EMAIL_LENGTH, example: 'owner@grand-hotel.co.uk' })
  @Transform(emailField)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Please enter your email address' })
  email: string;

  @ApiPropertyOptional({ enum: USER_TYPES, default: 'owner' })
  @IsOptional()
  @IsIn(USER_TYPES, { message: 'user_type must be owner, planner or admin' })
  user_type?: UserType;
}

export class ConsumeMagicLinkRequest {
  @ApiProperty({ description: 'The token from the link in the e-mail' })
  @IsString({ message: 'Invalid or expired magic link' })
  @MaxLength(MAX_TOKEN_LENGTH, { message: 'Invalid or expired magic link' })
  @IsNotEmpty({ message: 'Invalid or expired magic link' })
  token: string;

  @ApiPropertyOptional({
    description: 'The person confirmed signing in, in a browser other than the one that asked for the link',
    default: false,
  })
  @IsOptional()
  @IsBoolean({ message: 'confirm must be true or false' })
  confirm?: boolean;
}

export class AdminLoginRequest {
  @ApiProperty({ format: 'email', maxLength: MAX_EMAIL_LENGTH })
  @Transform(emailField)
  @MaxLength(MAX_EMAIL_LENGTH, { message: 'Invalid email or password' })
  @IsString({ message: 'Please enter your email address' })
  @IsNotEmpty({ message: 'Please enter your email address' })
  email: string;

  @ApiProperty({ format: 'password' })
  @MaxLength(MAX_PASSWORD_LENGTH, { message: 'Invalid email or password' })
  @IsString({ message: 'Please enter your password' })
  @IsNotEmpty({ message: 'Please enter your password' })
  password: string;
}

export class PasswordResetStartRequest {
  @ApiProperty({ format: 'email', maxLength: MAX_EMAIL_LENGTH })
  @Transform(emailField)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Please enter your email address' })
  email: string;
}

export class PasswordResetCompleteRequest {
  @ApiProperty({ description: 'The token from the link in the e-mail' })
  @MaxLength(MAX_TOKEN_LENGTH, { message: 'This password reset link is not valid' })
  @IsString({ message: 'This password reset link is not valid' })
  @IsNotEmpty({ message: 'This password reset link is not valid' })
  token: string;

  @ApiProperty({ format: 'password', minLength: 12 })
  @MaxLength(MAX_PASSWORD_LENGTH, { message: 'Password must be at most 1,000 characters long' })
  @IsString({ message: 'Please enter a new password' })
  new_password: string;
}

export class MessageResponse {
  @ApiProperty({ example: 'Check your email for a sign-in link.' }) message: string;
}

export class SessionUserResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ description: 'Empty until the person gives one' }) name: string;
  @ApiProperty({ enum: USER_TYPES }) user_type: UserType;
  @ApiProperty({ type: [String], example: ['owner'] }) roles: string[];
}

export function mapSessionUser(user: SessionUser): SessionUserResponse {
  return { id: user.id, email: user.email, name: user.name, user_type: user.userType, roles: user.roles };
}
