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
import { AdminOnly, CurrentUser } from './access.guard';
import { AdminAuthService } from './admin-auth.service';
import {
  AdminLoginRequest,
  MessageResponse,
  PasswordResetCompleteRequest,
  PasswordResetStartRequest,
  SessionUserResponse,
  mapSessionUser,
} from './auth.dto';
import type { SessionUser } from './session.repository';
import { clientAddress } from '../rate-limit/client-address';
import { SessionService } from './session.service';

export const RESET_LINK_SENT =
  'If an administrator account uses that address, we have sent it a link to reset the password. The link expires in 15 minutes.';
export const PASSWORD_UPDATED = 'Password updated. You can now sign in.';

@ApiTags('admin auth')
@Controller('api/admin/auth')
export class AdminAuthController {
  constructor(
    private readonly adminAuth: AdminAuthService,
    private readonly sessions: SessionService,
  ) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign in as an administrator with e-mail and password' })
  @ApiOkResponse({ type: SessionUserResponse, description: 'Signed in: the session cookie is set' })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ description: 'Locked after too many failures; see Retry-After' })
  async login(
    @Body() body: AdminLoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SessionUserResponse> {
    const user = await this.adminAuth.logIn(body.email, body.password, clientAddress(request));
    await this.sessions.signIn(request, response, user);
    return mapSessionUser(user);
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
