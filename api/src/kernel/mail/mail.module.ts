import { Global, Module } from '@nestjs/common';
import { ApiConfig } from '../../config/api-config';
import { DevMailboxTransport } from './dev-mailbox-transport';
import { MailDispatcher } from './mail-dispatcher';
import { MailPreferenceRepository } from './mail-preference.repository';
import { MailPreferences } from './mail-preferences';
import { MailPreferencesController, UnsubscribeController } from './mail-preferences.controller';
import { MailQueue } from './mail-queue';
import { MailQueueRepository } from './mail-queue.repository';
import { MAIL_TRANSPORT } from './mail-transport';
import { SmtpMailTransport } from './smtp-mail-transport';

/**
 * Outgoing mail: the queue features write to, its dispatcher and the configured transport; who
 * wants which mail, and the one-click unsubscribe.
 */
@Global()
@Module({
  controllers: [MailPreferencesController, UnsubscribeController],
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [ApiConfig],
      useFactory: (config: ApiConfig) =>
        config.mail.smtpUrl ? new SmtpMailTransport(config.mail) : new DevMailboxTransport(),
    },
    MailQueueRepository,
    MailDispatcher,
    MailQueue,
    MailPreferenceRepository,
    MailPreferences,
  ],
  exports: [MailQueue, MailQueueRepository, MailPreferences],
})
export class MailModule {}
