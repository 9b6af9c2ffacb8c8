import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AnyAccount, CurrentUser } from './access.guard';
import {
  ConsumeMagicLinkRequest,
  MagicLinkRequest,
  MessageResponse,
  SessionUserResponse,
  mapSessionUser,
} from './auth.dto';
import { MagicLinkService } from './magic-link.service';
import type { SessionUser } from './session.repository';
import { clientAddress } from '../rate-limit/client-address';
import { SessionService } from './session.service';
import { ApiConfig } from '../config/api-config';
import { hashSecretToken, newSecretToken } from './secret-token';
import { readLinkBrowserCookie, setLinkBrowserCookie } from './session-cookie';

export const MAGIC_LINK_SENT = 'Check your email for a sign-in link.';

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(
    private readonly magicLinks: MagicLinkService,
    private readonly sessions: SessionService,
    private readonly config: ApiConfig,
  ) {}

  @Get('auth/me')
  @AnyAccount()
  @ApiOperation({ summary: 'Who is signed in (an owner, a planner or an administrator)' })
  @ApiOkResponse({ type: SessionUserResponse })
  me(@CurrentUser() user: SessionUser): SessionUserResponse {
    return mapSessionUser(user);
  }

  @Post('auth/magic-link')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Mail a sign-in link (15 minutes, single use)',
    description:
      'The answer is the same whether or not the address may sign in. An admin link goes only to admins; an owner link only to a new or owner address, a planner link only to a new or planner address.',
  })
  @ApiAcceptedResponse({ type: MessageResponse })
  @ApiBadRequestResponse({ description: 'Not an e-mail address, or an unknown user type' })
  @ApiTooManyRequestsResponse({ description: 'Too many links asked for this address or from this client' })
  async requestMagicLink(
    @Body() body: MagicLinkRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MessageResponse> {
    const secure = this.config.secureCookies;
    const browser = readLinkBrowserCookie(request, secure) ?? newSecretToken();
    await this.magicLinks.request(
      body.email,
      body.user_type ?? 'owner',
      clientAddress(request),
      hashSecretToken(browser),
    );
    setLinkBrowserCookie(response, secure, browser, this.config.auth.linkTtlMs);
    return { message: MAGIC_LINK_SENT };
  }

  @Post('auth/magic-link/consume')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sign in with a magic link’s token; a new owner’s or planner’s account is created on first use',
  })
  @ApiOkResponse({ type: SessionUserResponse, description: 'Signed in: the session cookie is set' })
  @ApiBadRequestResponse({ description: 'Invalid or expired magic link' })
  @ApiConflictResponse({
    description: 'Opened in a browser other than the one that asked for the link: send again with confirm: true',
  })
  async consumeMagicLink(
    @Body() body: ConsumeMagicLinkRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SessionUserResponse> {
    const browser = readLinkBrowserCookie(request, this.config.secureCookies);
    const user = await this.magicLinks.consume(
      body.token,
      browser ? hashSecretToken(browser) : null,
      body.confirm === true,
    );
    await this.sessions.signIn(request, response, user);
    return mapSessionUser(user);
  }

  /** One sign-out for owners, planners and administrators (the spec names both addresses). */
  @Post(['auth/logout', 'admin/auth/logout'])
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Sign out: the session ends and its cookie is cleared' })
  @ApiNoContentResponse({ description: 'Signed out (also when no one was signed in)' })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.sessions.signOut(request, response);
  }
}
