// The administrators' daily digest of new work: how many registrations, claims and change
// requests wait in each queue (and how many arrived in the last 24 hours), with a link to each.
// It goes once a day, from 07:00 UTC, however many api processes run: the job is a recurring one
// on the job queue (queued once an hour across all processes by its dedupe key), and each
// admin's mail carries a dedupe key of the day, so a second run that day — in this process or
// another — queues nothing. A day with nothing waiting sends nothing. The digest is
// non-essential mail: an admin who turned it off is skipped, and it carries the unsubscribe link.
import { Injectable, Logger } from '@nestjs/common';
import { routeHref } from '@venue-finder/contract';
import { DataSource } from 'typeorm';
import { Clock } from '../kernel/clock';
import { UserRepository } from '../auth';
import { ApiConfig } from '../config/api-config';
import { Jobs } from '../kernel/jobs/jobs';
import { escapeHtml, mailPage } from '../kernel/mail/mail-html';
import { MailPreferences } from '../kernel/mail/mail-preferences';
import { MailQueue } from '../kernel/mail/mail-queue';
import type { QueuedMail } from '../kernel/mail/mail-queue.repository';
import { ModerationDigestRepository } from './moderation-digest.repository';

/** The digest goes from this hour (UTC) each day. */
export const DIGEST_HOUR_UTC = 7;
const EVERY_MS = 60 * 60_000;

export interface QueueDigestLine {
  label: string;
  waiting: number;
  newToday: number;
  url: string;
}

@Injectable()
export class ModerationDigest {
  private readonly logger = new Logger(ModerationDigest.name);

  constructor(
    jobs: Jobs,
    private readonly dataSource: DataSource,
    private readonly mail: MailQueue,
    private readonly preferences: MailPreferences,
    private readonly config: ApiConfig,
    private readonly clock: Clock,
    private readonly counts: ModerationDigestRepository,
    private readonly users: UserRepository,
  ) {
    jobs.every('moderation.digest', EVERY_MS, async () => void (await this.run()));
  }

  /** Queues today's digest for each admin who has not had it (from 07:00 UTC); answers how many were queued. */
  async run(): Promise<number> {
    const now = this.clock.now();
    if (now.getUTCHours() < DIGEST_HOUR_UTC) return 0;
    const day = now.toISOString().slice(0, 10);
    const lines = await this.lines(new Date(now.getTime() - 24 * 60 * 60_000));
    if (lines.every((line) => line.waiting === 0)) return 0;
    const queued = await this.dataSource.transaction(async (tx) => {
      const admins = await this.users.admins(tx);
      const mails: QueuedMail[] = [];
      for (const admin of admins) {
        const mail = await this.preferences.nonEssential(tx, admin.id, digestMail(admin, day, lines));
        if (mail) mails.push(mail);
      }
      return this.mail.enqueue(tx, mails);
    });
    if (queued > 0) {
      this.mail.dispatchSoon();
      this.logger.log(`Daily digest queued for ${queued} administrators`);
    }
    return queued;
  }

  private async lines(since: Date): Promise<QueueDigestLine[]> {
    const counts = await this.counts.queueCounts(since);
    const url = (href: string) => `${this.config.publicUrl}${href}`;
    return [
      {
        label: 'Registrations',
        waiting: counts.registrations,
        newToday: counts.registrationsNew,
        url: url(routeHref('adminRegistrations', {}, { status: 'submitted' })),
      },
      {
        label: 'Ownership claims',
        waiting: counts.claims,
        newToday: counts.claimsNew,
        url: url(routeHref('adminClaims', {}, { status: 'pending' })),
      },
      {
        label: 'Change requests',
        waiting: counts.changes,
        newToday: counts.changesNew,
        url: url(routeHref('adminChangeRequests', {}, { status: 'submitted' })),
      },
    ];
  }
}

const count = (n: number) => n.toLocaleString('en-GB');

export function digestMail(admin: { id: string; email: string }, day: string, lines: QueueDigestLine[]): QueuedMail {
  const waiting = lines.reduce((sum, line) => sum + line.waiting, 0);
  const text = lines.map(
    (line) =>
      `${line.label}: ${count(line.waiting)} waiting, ${count(line.newToday)} new in the last 24 hours — ${line.url}`,
  );
  return {
    kind: 'moderation.digest',
    dedupeKey: `moderation.digest:${day}:${admin.id}`,
    to: admin.email,
    subject: `Venue Finder: ${count(waiting)} ${waiting === 1 ? 'item' : 'items'} waiting for review`,
    text: ['Good morning. This is what waits for review today:', '', ...text].join('\n'),
    html: mailPage(`<p>Good morning. This is what waits for review today:</p>
<table role="presentation" cellpadding="6">
<tr><th align="left">Queue</th><th align="right">Waiting</th><th align="right">New in the last 24 hours</th></tr>
${lines
  .map(
    (line) =>
      `<tr><td><a href="${escapeHtml(line.url)}">${escapeHtml(line.label)}</a></td><td align="right">${count(line.waiting)}</td><td align="right">${count(line.newToday)}</td></tr>`,
  )
  .join('\n')}
</table>`),
  };
}
