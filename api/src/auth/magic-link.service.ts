// Owners (and administrators who prefer it) sign in with a link mailed to them. Asking for a
// link always gets the same answer and does the same database work, whether or not the address
// may sign in, so the answer tells nobody who has an account. Owners join by their first link.
import { Injectable } from '@nestjs/common';
import type { UserType } from '@venue-finder/core';
import { DataSource } from 'typeorm';
import { ApiConfig } from '../config/api-config';
import { MailQueue } from '../mail/mail-queue';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { magicLinkMail } from './auth-mails';
import { AuthException } from './auth.exception';
import { Clock } from './clock';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { hashSecretToken, newSecretToken } from './secret-token';
import type { SessionUser } from './session.repository';
import { UserRepository } from './user.repository';

const PER_EMAIL = { limit: 5, windowMs: 15 * 60_000 };
const PER_CLIENT = { limit: 20, windowMs: 15 * 60_000 };

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
  ) {}

  async request(email: string, userType: UserType, client: string): Promise<void> {
    await this.limiter.consume('magic-link:client', client, PER_CLIENT, 'sign-in link requests');
    await this.limiter.consume('magic-link:email', email, PER_EMAIL, 'sign-in link requests for this address');
    const token = newSecretToken();
    const expiresAt = new Date(this.clock.now().getTime() + this.config.auth.linkTtlMs);
    await this.dataSource.transaction(async (tx) => {
      const existing = await this.users.findByEmail(email, tx);
      // An owner link for a new or owner address; an admin link only for an existing admin.
      const mayUse = userType === 'admin' ? existing?.userType === 'admin' : !existing || existing.userType === 'owner';
      await this.tokens.issue(
        { tokenHash: hashSecretToken(token), purpose: 'magic_link', email, userType, expiresAt },
        tx,
      );
      if (!mayUse) return;
      const link = `${this.config.publicUrl}/auth/verify?token=${encodeURIComponent(token)}`;
      await this.mail.enqueue(tx, [magicLinkMail(existing?.email ?? email, link)]);
    });
    this.mail.dispatchSoon();
  }

  /** Takes the token (once) and answers the user it signs in, creating a new owner's account. */
  async consume(token: string): Promise<SessionUser> {
    return this.dataSource.transaction(async (tx) => {
      const taken = await this.tokens.take(hashSecretToken(token), 'magic_link', this.clock.now(), tx);
      if (!taken) throw AuthException.invalidMagicLink();
      const user =
        taken.userType === 'owner'
          ? await this.users.findOrCreateOwner(taken.email, tx)
          : await this.users.findByEmail(taken.email, tx);
      if (!user || user.userType !== taken.userType) throw AuthException.invalidMagicLink();
      const { passwordHash: _passwordHash, ...sessionUser } = user;
      return sessionUser;
    });
  }
}
