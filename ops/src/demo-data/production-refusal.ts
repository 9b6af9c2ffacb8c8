// The demo data signs people in with a public password (the demo admin's is printed at start-up),
// so `npm start` and `npm run seed` refuse to write it when NODE_ENV=production; a production api
// also refuses to start while demo accounts exist (api/src/auth/demo-accounts.ts).

/** Seeding demo data was refused; the message says why and what to do instead. */
export class DemoDataRefused extends Error {}

export function refuseDemoDataInProduction(config: { NODE_ENV: string }): void {
  if (config.NODE_ENV !== 'production') return;
  throw new DemoDataRefused(
    'Refusing to seed demo data with NODE_ENV=production: its admin account’s password is public. ' +
      'Create administrators with `npm run admin -- create <email>`, or unset NODE_ENV on a development machine.',
  );
}
