// The demo data's people (`npm start`, `npm run seed`) live under one domain, and the demo
// admin's password is printed for anyone to read. A production api, or one other machines can
// reach (HOST not loopback), refuses to start while any of them can sign in, rather than trusting
// whoever deployed it to have used a clean database.
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ApiConfig } from '../config/api-config';
import { UserRepository } from './user.repository';

/** Every demo account's address ends with this domain (a reserved .test name: no real mailbox). */
export const DEMO_ACCOUNT_DOMAIN = 'demo.venue-finder.test';

export function isDemoAccount(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domain === DEMO_ACCOUNT_DOMAIN || domain.endsWith(`.${DEMO_ACCOUNT_DOMAIN}`);
}

@Injectable()
export class DemoAccountsCheck implements OnApplicationBootstrap {
  constructor(
    private readonly users: UserRepository,
    private readonly config: ApiConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.production && !this.config.reachable) return;
    const n = await this.users.countUnderDomain(DEMO_ACCOUNT_DOMAIN);
    if (n === 0) return;
    const where = this.config.production ? 'in production' : 'where other machines can reach the api (HOST)';
    throw new Error(
      `Refusing to start ${where}: the database holds ${n} demo account${n === 1 ? '' : 's'} (@${DEMO_ACCOUNT_DOMAIN}), ` +
        'and the demo admin’s password is public. Use a database that was never seeded with demo data, ' +
        'or delete those accounts.',
    );
  }
}
