// Owners and event planners sign in with a link mailed to them. Asking for a link always gets the
// same answer and does the same database work, whether or not the address may sign in, so the
// answer tells nobody who has an account. Owners and planners join by their first link; an
// address is one kind of account, so an owner's address gets no planner link and the other way
// round. Administrators never get a link that would skip their password: one who asks is mailed
// the way to the password sign-in instead.
import { Injectable } from '@nestjs/common';
import { routeHref } from '@venue-finder/contract';
import type { UserType } from '@venue-finder/core';
import { DataSource } from 'typeorm';
import { ApiConfig } from '../config/api-config';
import { MailQueue } from '../mail/mail-queue';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { accountSuspendedMail, adminSignInReminderMail, magicLinkMail } from './auth-mails';
import { AuthException } from './auth.exception';
import { Clock } from './clock';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { hashSecretToken, linkCarrying, newSecretToken } from './secret-token';
import type { SessionUser } from './session.repository';
import { SignInAudit } from './sign-in-audit';
import { UserRepository } from './user.repository';

const LINK_WINDOW_MS = 15 * 60_000;

@Injectable()
export class MagicLinkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: OneTimeTokenRepository,
    private readonly users: UserRepository,
    private readonly mail: MailQueue,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly config: ApiConfig,
    private readonly audit: SignInAudit,
  ) {}

  /** `browserHash`: the hash of the asking browser's cookie, kept with the link. */
  async request(email: string, userType: UserType, client: string, browserHash: Buffer | null = null): Promise<void> {
    await this.limiter.consume(
      'magic-link:client',
      client,
      { limit: this.config.auth.magicLinksPerClient, windowMs: LINK_WINDOW_MS },
      'sign-in link requests',
    );
    await this.limiter.consumePerAddress(
      'magic-link:email',
      email,
      { limit: this.config.auth.magicLinksPerAddress, windowMs: LINK_WINDOW_MS },
      'sign-in link requests for this address',
    );
    const token = newSecretToken();
    const expiresAt = new Date(this.clock.now().getTime() + this.config.auth.linkTtlMs);
    await this.dataSource.transaction(async (tx) => {
      const existing = await this.users.findByEmail(email, tx);
      // An owner's or planner's link only for a new address or one of that kind; an
      // administrator is told to use the password.
      const linkMay = userType !== 'admin' && (!existing || existing.userType === userType);
      const admin = userType === 'admin' && existing?.userType === 'admin' ? existing : null;
      await this.tokens.issue(
        { tokenHash: hashSecretToken(token), purpose: 'magic_link', email, userType, expiresAt, browserHash },
        tx,
      );
      if (admin) {
        await this.mail.enqueue(tx, [adminSignInReminderMail(admin.email, `${this.config.publicUrl}/admin/login`)]);
        return;
      }
      if (!linkMay) return;
      // A suspended owner gets no link, but is told (in their own mailbox) whom to contact.
      if (existing?.suspendedAt) {
        await this.mail.enqueue(tx, [accountSuspendedMail(existing.email, this.config.mail.supportAddress)]);
        return;
      }
      const link = linkCarrying(this.config.absoluteUrl(routeHref('verifySignIn', {})), token);
      await this.mail.enqueue(tx, [magicLinkMail(existing?.email ?? email, link)]);
    });
    this.mail.dispatchSoon();
  }

  /**
   * Takes the token (once) and answers the user it signs in, creating a new owner's or planner's
   * account (the kind the link was asked for). In
   * a browser other than the one that asked, the link is left unused until `confirmed`.
   */
  async consume(token: string, browserHash: Buffer | null = null, confirmed = false): Promise<SessionUser> {
    const outcome = await this.dataSource.transaction(async (tx) => {
      const taken = await this.tokens.takeMagicLink(
        hashSecretToken(token),
        browserHash,
        confirmed,
        this.clock.now(),
        tx,
      );
      if (taken && 'confirm' in taken) throw AuthException.confirmSignIn(taken.confirm);
      // A link never signs an administrator in (one issued before links were refused to them included).
      if (!taken || taken.userType === 'admin') throw AuthException.invalidMagicLink();
      const user = await this.users.findOrCreate(taken.email, taken.userType, tx);
      if (user.userType !== taken.userType) throw AuthException.invalidMagicLink();
      const { passwordHash: _passwordHash, suspendedAt, ...sessionUser } = user;
      // A link mailed before the suspension is spent and refused, and the refusal is on record.
      if (suspendedAt) {
        await this.audit.signInRefused(tx, user.id, 'magic_link', 'suspended');
        return { suspended: true as const };
      }
      await this.audit.signedIn(tx, user.id, 'magic_link');
      return { user: sessionUser };
    });
    if ('suspended' in outcome) throw AuthException.accountSuspended(this.config.mail.supportAddress);
    return outcome.user;
  }
}
