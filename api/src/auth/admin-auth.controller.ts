import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly, CurrentUser } from '../kernel/access.guard';
import { AdminAuthService } from './admin-auth.service';
import {
  AdminLoginRequest,
  MessageResponse,
  PasswordResetCompleteRequest,
  PasswordResetStartRequest,
  SessionUserResponse,
  mapSessionUser,
} from './auth.dto';
import type { SessionUser } from '../kernel/session-user';
import { clientAddress } from '../rate-limit';
import { SessionService } from './session.service';
import { ApiConfig } from '../config/api-config';
import { AdminLoginResponse } from './second-factor.dto';
import { CHALLENGE_TTL_MS } from './second-factor.service';
import { setSecondFactorCookie } from '../kernel/session-cookie';

export const RESET_LINK_SENT =
  'If an administrator account uses that address, we have sent it a link to reset the password. The link expires in 15 minutes.';
export const PASSWORD_UPDATED = 'Password updated. You can now sign in.';

@ApiTags('admin auth')
@Controller('api/admin/auth')
export class AdminAuthController {
  constructor(
    private readonly adminAuth: AdminAuthService,
    private readonly sessions: SessionService,
    private readonly config: ApiConfig,
  ) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign in as an administrator with e-mail and password' })
  @ApiOkResponse({
    type: AdminLoginResponse,
    description:
      'Signed in (the session cookie is set), or on to the code or enrolment step (a short-lived cookie holds it)',
  })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ description: 'Locked after too many failures; see Retry-After' })
  async login(
    @Body() body: AdminLoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminLoginResponse> {
    const outcome = await this.adminAuth.logIn(body.email, body.password, clientAddress(request));
    if (outcome.step === 'signed_in') {
      await this.sessions.signIn(request, response, outcome.user);
      return { step: outcome.step, user: mapSessionUser(outcome.user), offer_enrolment: outcome.offerEnrolment };
    }
    // No session yet: the browser holds the challenge for the code or enrolment step.
    setSecondFactorCookie(response, this.config.secureCookies, outcome.challenge, CHALLENGE_TTL_MS);
    return { step: outcome.step, user: null, offer_enrolment: false };
  }

  @Get('session')
  @AdminOnly()
  @ApiOperation({ summary: 'The signed-in administrator' })
  @ApiOkResponse({ type: SessionUserResponse })
  session(@CurrentUser() user: SessionUser): SessionUserResponse {
    return mapSessionUser(user);
  }

  @Post('reset/start')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Mail a password-reset link (15 minutes, single use); the same answer for any address' })
  @ApiAcceptedResponse({ type: MessageResponse })
  @ApiTooManyRequestsResponse({ description: 'Too many reset requests' })
  async startReset(@Body() body: PasswordResetStartRequest, @Req() request: Request): Promise<MessageResponse> {
    await this.adminAuth.startReset(body.email, clientAddress(request));
    return { message: RESET_LINK_SENT };
  }

  @Post('reset/complete')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Set a new password with a reset link’s token; every session of the account ends' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiBadRequestResponse({ description: 'The password breaks a rule, or the link is invalid, used or expired' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this client; see Retry-After' })
  async completeReset(@Body() body: PasswordResetCompleteRequest, @Req() request: Request): Promise<MessageResponse> {
    await this.adminAuth.completeReset(body.token, body.new_password, clientAddress(request));
    return { message: PASSWORD_UPDATED };
  }
}
