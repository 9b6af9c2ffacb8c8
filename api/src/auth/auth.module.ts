import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from '../kernel/access.guard';
import { SessionReader } from '../kernel/session-user';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService } from './admin-auth.service';
import { AuthController } from './auth.controller';
import { AuthHousekeeping } from './auth-housekeeping';
import { DemoAccountsCheck } from './demo-accounts';
import { LoginThrottleRepository } from './login-throttle.repository';
import { MagicLinkService } from './magic-link.service';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { PasswordHashing } from './password-hashing';
import { SecondFactorAccountController, SecondFactorSignInController } from './second-factor.controller';
import { SecondFactorRepository } from './second-factor.repository';
import { SecondFactorService } from './second-factor.service';
import { SessionRepository } from './session.repository';
import { SignInAudit } from './sign-in-audit';
import { SignInThrottle } from './sign-in-throttle';
import { SessionService } from './session.service';
import { UserRepository } from './user.repository';

/**
 * Who is signed in: sessions, magic links, administrator passwords and resets, and the one
 * access guard every owner and admin route relies on (@SignedIn, @OwnerOnly, @AdminOnly).
 */
@Global()
@Module({
  controllers: [AuthController, AdminAuthController, SecondFactorSignInController, SecondFactorAccountController],
  providers: [
    SessionRepository,
    OneTimeTokenRepository,
    UserRepository,
    LoginThrottleRepository,
    // Its bounds are constants; a factory keeps Nest from injecting its optional argument.
    { provide: PasswordHashing, useFactory: () => new PasswordHashing() },
    SessionService,
    // What the kernel's access guard and public pages ask of the sessions.
    { provide: SessionReader, useExisting: SessionService },
    SecondFactorRepository,
    SecondFactorService,
    SignInAudit,
    SignInThrottle,
    MagicLinkService,
    AdminAuthService,
    AuthHousekeeping,
    DemoAccountsCheck,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [SessionService, SessionReader, SessionRepository, UserRepository, OneTimeTokenRepository, SignInAudit],
})
export class AuthModule {}
