import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiConfig } from '../config/api-config';
import { clientAddress } from '../rate-limit';
import { AdminOnly, CurrentUser } from '../kernel/access.guard';
import { SessionUserResponse, mapSessionUser } from './auth.dto';
import {
  PasswordConfirmationRequest,
  RecoveryCodesResponse,
  SecondFactorCodeRequest,
  SecondFactorEnrolmentResponse,
  SecondFactorSignInRequest,
  SecondFactorSignedInResponse,
  SecondFactorStatusResponse,
} from './second-factor.dto';
import { type EnrolmentKey, SecondFactorService } from './second-factor.service';
import { clearSecondFactorCookie, readSecondFactorCookie } from '../kernel/session-cookie';
import type { SessionUser } from '../kernel/session-user';
import { SessionService } from './session.service';

const mapKey = (key: EnrolmentKey): SecondFactorEnrolmentResponse => ({
  secret: key.secret,
  otpauth_uri: key.otpauthUri,
  qr_code_svg: key.qrCodeSvg,
});

/** The second step of an administrator's sign-in: the browser holds the password step's cookie, no session. */
@ApiTags('admin auth')
@Controller('api/admin/auth/second-factor')
export class SecondFactorSignInController {
  constructor(
    private readonly secondFactor: SecondFactorService,
    private readonly sessions: SessionService,
    private readonly config: ApiConfig,
  ) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Finish signing in with a code from the authenticator app, or a recovery code' })
  @ApiOkResponse({ type: SessionUserResponse, description: 'Signed in: the session cookie is set' })
  @ApiBadRequestResponse({ description: 'Not a 6-digit code or a recovery code' })
  @ApiUnauthorizedResponse({ description: 'Wrong or already used code, or the password step has timed out' })
  @ApiTooManyRequestsResponse({ description: 'Locked after too many failures; see Retry-After' })
  async signIn(
    @Body() body: SecondFactorSignInRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SessionUserResponse> {
    const user = await this.secondFactor.completeSignIn(
      this.challenge(request),
      { code: body.code, recoveryCode: body.recovery_code },
      clientAddress(request),
    );
    await this.startSession(request, response, user);
    return mapSessionUser(user);
  }

  @Post('enrolment')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'On first sign-in: a new authenticator key (shown during setup only)' })
  @ApiOkResponse({ type: SecondFactorEnrolmentResponse })
  @ApiUnauthorizedResponse({ description: 'The password step has timed out' })
  @ApiConflictResponse({ description: 'Two-step sign-in is already set up: enter a code instead' })
  async startEnrolment(@Req() request: Request): Promise<SecondFactorEnrolmentResponse> {
    return mapKey(await this.secondFactor.startSignInEnrolment(this.challenge(request)));
  }

  @Post('enrolment/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'On first sign-in: confirm the key with a code; signs in and shows the recovery codes once',
  })
  @ApiOkResponse({ type: SecondFactorSignedInResponse, description: 'Signed in: the session cookie is set' })
  @ApiBadRequestResponse({ description: 'Not a 6-digit code' })
  @ApiUnauthorizedResponse({ description: 'Wrong code, or the password step has timed out' })
  @ApiConflictResponse({ description: 'The setup expired, or two-step sign-in is already set up' })
  @ApiTooManyRequestsResponse({ description: 'Locked after too many failures; see Retry-After' })
  async confirmEnrolment(
    @Body() body: SecondFactorCodeRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SecondFactorSignedInResponse> {
    const { user, recoveryCodes } = await this.secondFactor.confirmSignInEnrolment(
      this.challenge(request),
      body.code,
      clientAddress(request),
    );
    await this.startSession(request, response, user);
    return { user: mapSessionUser(user), recovery_codes: recoveryCodes };
  }

  private challenge(request: Request): string | null {
    return readSecondFactorCookie(request, this.config.secureCookies);
  }

  private async startSession(request: Request, response: Response, user: SessionUser): Promise<void> {
    await this.sessions.signIn(request, response, user);
    clearSecondFactorCookie(response, this.config.secureCookies);
  }
}

/** The signed-in administrator's own second factor; every change asks for the password again. */
@ApiTags('admin auth')
@Controller('api/admin/account/second-factor')
export class SecondFactorAccountController {
  constructor(private readonly secondFactor: SecondFactorService) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Whether two-step sign-in is set up, and recovery codes left' })
  @ApiOkResponse({ type: SecondFactorStatusResponse })
  async status(@CurrentUser() user: SessionUser): Promise<SecondFactorStatusResponse> {
    const status = await this.secondFactor.status(user);
    return { enrolled: status.enrolled, required: status.required, recovery_codes_left: status.recoveryCodesLeft };
  }

  @Post('enrolment')
  @AdminOnly()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Set up (or replace) two-step sign-in: a new key, after the password' })
  @ApiOkResponse({ type: SecondFactorEnrolmentResponse })
  @ApiBadRequestResponse({ description: 'Wrong password' })
  @ApiTooManyRequestsResponse({ description: 'Locked after too many failures; see Retry-After' })
  async startEnrolment(
    @CurrentUser() user: SessionUser,
    @Body() body: PasswordConfirmationRequest,
    @Req() request: Request,
  ): Promise<SecondFactorEnrolmentResponse> {
    return mapKey(await this.secondFactor.startEnrolment(user, body.password, clientAddress(request)));
  }

  @Post('enrolment/confirm')
  @AdminOnly()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Confirm the new key with a code; answers new recovery codes, shown once' })
  @ApiOkResponse({ type: RecoveryCodesResponse })
  @ApiBadRequestResponse({ description: 'Not a 6-digit code' })
  @ApiUnauthorizedResponse({ description: 'Wrong code' })
  @ApiConflictResponse({ description: 'No setup in progress, or it expired' })
  async confirmEnrolment(
    @CurrentUser() user: SessionUser,
    @Body() body: SecondFactorCodeRequest,
    @Req() request: Request,
  ): Promise<RecoveryCodesResponse> {
    return { recovery_codes: await this.secondFactor.confirmEnrolment(user, body.code, clientAddress(request)) };
  }

  @Post('recovery-codes')
  @AdminOnly()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Replace the recovery codes with ten new ones (the old ones stop working)' })
  @ApiOkResponse({ type: RecoveryCodesResponse })
  @ApiBadRequestResponse({ description: 'Wrong password' })
  @ApiConflictResponse({ description: 'Two-step sign-in is not set up' })
  async regenerateRecoveryCodes(
    @CurrentUser() user: SessionUser,
    @Body() body: PasswordConfirmationRequest,
    @Req() request: Request,
  ): Promise<RecoveryCodesResponse> {
    return {
      recovery_codes: await this.secondFactor.regenerateRecoveryCodes(user, body.password, clientAddress(request)),
    };
  }

  @Post('remove')
  @AdminOnly()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Turn two-step sign-in off (only where ADMIN_TOTP=optional)' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiBadRequestResponse({ description: 'Wrong password' })
  @ApiConflictResponse({ description: 'Required here, or not set up' })
  async remove(
    @CurrentUser() user: SessionUser,
    @Body() body: PasswordConfirmationRequest,
    @Req() request: Request,
  ): Promise<void> {
    await this.secondFactor.remove(user, body.password, clientAddress(request));
  }
}
