// Who wants which mail. Essential mail (sign-in links, decisions on what someone sent, enquiries)
// always goes; non-essential mail (acknowledgements of a submission, the admins' daily digest)
// goes only to someone who has not turned it off, and carries a one-click unsubscribe link. The
// link holds a signed token — the user's id and an HMAC of it under a key kept in PostgreSQL
// (mail_link_keys, made by the migration), so every api process signs and checks alike — and
// needs no sign-in: whoever has the mail may turn that mail off, and nothing else.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { routeHref } from '@venue-finder/contract';
import type { EntityManager } from 'typeorm';
import { ApiConfig } from '../../config/api-config';
import { DomainException } from '../../common/domain.exception';
import { escapeHtml } from './mail-html';
import { MailPreferenceRepository } from './mail-preference.repository';
import type { QueuedMail } from './mail-queue.repository';

type Queryable = Pick<EntityManager, 'getRepository'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

export enum MailPreferenceErrorCode {
  BadUnsubscribeLink = 'MAIL_BAD_UNSUBSCRIBE_LINK',
}

export class MailPreferenceException extends DomainException<MailPreferenceErrorCode> {
  static badUnsubscribeLink(): MailPreferenceException {
    return new MailPreferenceException(
      MailPreferenceErrorCode.BadUnsubscribeLink,
      'invalid',
      'This unsubscribe link is not one we sent. Please use the link in your latest e-mail, or turn e-mails off in your owner portal.',
      { token: 'Not a link we sent' },
    );
  }
}

@Injectable()
export class MailPreferences {
  private key: Promise<Buffer> | null = null;

  constructor(
    private readonly preferences: MailPreferenceRepository,
    private readonly config: ApiConfig,
  ) {}

  /** Whether the user still takes non-essential mail (everyone does until they turn it off). */
  async wantsNonEssential(userId: string, db?: Queryable): Promise<boolean> {
    return (await this.preferences.nonEssentialOf(userId, db)) ?? true;
  }

  async setNonEssential(userId: string, wanted: boolean, db?: Queryable): Promise<void> {
    await this.preferences.setNonEssential(userId, wanted, db);
  }

  /**
   * A non-essential mail to this user as it should go (with its unsubscribe link), or null when
   * they have turned such mail off. Read in the caller's transaction.
   */
  async nonEssential(db: Queryable, userId: string, mail: QueuedMail): Promise<QueuedMail | null> {
    if (!(await this.wantsNonEssential(userId, db))) return null;
    const link = await this.unsubscribeUrl(userId);
    return {
      ...mail,
      text: `${mail.text}\n\n--\nYou get this e-mail because you use Venue Finder. Turn e-mails like this off in one click: ${link}`,
      html: mail.html.replace(
        /<\/body>/,
        `<p style="color:#5b6475;font-size:13px">You get this e-mail because you use Venue Finder. <a href="${escapeHtml(link)}">Turn e-mails like this off</a> in one click.</p>\n</body>`,
      ),
    };
  }

  async unsubscribeUrl(userId: string): Promise<string> {
    const token = `${userId}.${await this.sign(userId)}`;
    return `${this.config.publicUrl}${routeHref('mailUnsubscribe', {}, { token })}`;
  }

  /** Turns non-essential mail off for the user the token was made for; a token we did not make is refused. */
  async unsubscribe(token: string): Promise<void> {
    const [, userId, signature] = TOKEN.exec(token) ?? [];
    if (!userId || !signature || !UUID.test(userId)) throw MailPreferenceException.badUnsubscribeLink();
    const expected = Buffer.from(await this.sign(userId));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw MailPreferenceException.badUnsubscribeLink();
    if (!(await this.preferences.userExists(userId))) throw MailPreferenceException.badUnsubscribeLink();
    await this.setNonEssential(userId, false);
  }

  private async sign(userId: string): Promise<string> {
    this.key ??= this.preferences.linkKey().catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return createHmac('sha256', await this.key)
      .update(`unsubscribe:${userId}`)
      .digest('base64url');
  }
}
