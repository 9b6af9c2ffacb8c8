// Inviting an administrator: the account is made with no password (nothing can sign in to it),
// and the invitee is mailed a single-use link (only its hash is stored) into the password-reset
// flow, where they choose one. The link lasts longer than a reset's, as an invitation may wait
// a few days to be read; reset/complete takes it like any reset link.
import { Injectable } from '@nestjs/common';
import { routeHref } from '@venue-finder/contract';
import { DataSource } from 'typeorm';
import { AuditLog } from '../kernel/audit-log';
import { Clock } from '../kernel/clock';
import { OneTimeTokenRepository } from '../auth';
import { hashSecretToken, linkCarrying, newSecretToken } from '../kernel/secret-token';
import type { SessionUser } from '../kernel/session-user';
import { UserRepository } from '../auth';
import { ApiConfig } from '../config/api-config';
import { MailQueue } from '../kernel/mail/mail-queue';
import { AccountException } from './account.exception';
import { adminInvitationMail } from './account-mails';

export const INVITATION_VALID_DAYS = 7;

@Injectable()
export class AdminInvitationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly audit: AuditLog,
    private readonly mail: MailQueue,
    private readonly clock: Clock,
    private readonly config: ApiConfig,
  ) {}

  async invite(admin: SessionUser, email: string, name: string): Promise<{ id: string; email: string; name: string }> {
    const token = newSecretToken();
    const issuedAt = this.clock.now();
    const expiresAt = new Date(issuedAt.getTime() + INVITATION_VALID_DAYS * 24 * 60 * 60_000);
    const invited = await this.dataSource.transaction(async (tx) => {
      const existing = await this.users.findByEmail(email, tx);
      if (existing) throw AccountException.accountExists(existing.email, existing.userType);
      // ON CONFLICT: two admins inviting the same address at once; the second is told it exists.
      const created = await this.users.createInvitedAdmin(email, name, issuedAt, tx);
      if (!created) throw AccountException.accountExists(email, 'admin');
      await this.tokens.issue(
        { tokenHash: hashSecretToken(token), purpose: 'password_reset', email, userType: 'admin', issuedAt, expiresAt },
        tx,
      );
      const link = linkCarrying(this.config.absoluteUrl(routeHref('adminReset', {})), token);
      await this.mail.enqueue(tx, [adminInvitationMail(email, admin.email, link, INVITATION_VALID_DAYS)]);
      await this.audit.record(tx, {
        actorId: admin.id,
        action: 'admin.invited',
        entityType: 'user',
        entityId: created.id,
        after: { email: created.email, name: created.name },
      });
      return created;
    });
    this.mail.dispatchSoon();
    return invited;
  }
}
