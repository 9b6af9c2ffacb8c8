import { ApiConfig } from './api-config';

describe(ApiConfig.name, () => {
  const base = { DATABASE_URL: 'postgres://localhost/venue_finder' };

  describe('the address it listens on', () => {
    it('is loopback in development, so the dev server and its mailbox stay on this machine', () => {
      expect(new ApiConfig(base).host).toBe('127.0.0.1');
    });

    it('is every interface in production (a container behind its proxy)', () => {
      const production = {
        ...base,
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example.com',
        PUBLIC_URL: 'https://venues.example.com',
      };
      expect(new ApiConfig(production).host).toBe('0.0.0.0');
    });

    it('is HOST when told', () => {
      expect(new ApiConfig({ ...base, HOST: '127.0.0.2' }).host).toBe('127.0.0.2');
    });
  });

  describe('production refusals', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://venues.example.com',
    };

    it('refuses the dev mailbox, which shows every sign-in and reset link', () => {
      expect(() => new ApiConfig({ ...production, DEV_MAILBOX: 'on' })).toThrow(
        'DEV_MAILBOX=on is refused in production',
      );
      expect(new ApiConfig(production).devMailbox).toBe(false);
    });

    it('refuses to run without SMTP_URL: sign-in and reset links must be delivered, not kept or logged', () => {
      expect(() => new ApiConfig({ ...production, SMTP_URL: undefined })).toThrow(
        'SMTP_URL is not set: production needs a mail server',
      );
    });

    it('requires administrators’ second factor, and refuses ADMIN_TOTP=optional', () => {
      expect(new ApiConfig(production).auth.adminTotp).toBe('required');
      expect(() => new ApiConfig({ ...production, ADMIN_TOTP: 'optional' })).toThrow(
        'ADMIN_TOTP=optional is refused in production',
      );
    });

    it('offers the second factor outside production (the embedded default), unless told to require it', () => {
      expect(new ApiConfig(base).auth.adminTotp).toBe('optional');
      expect(new ApiConfig({ ...base, ADMIN_TOTP: 'required' }).auth.adminTotp).toBe('required');
      expect(() => new ApiConfig({ ...base, ADMIN_TOTP: 'sometimes' })).toThrow('must be required or optional');
    });

    it('leaves the dev mailbox off unless asked for, in development too', () => {
      expect(new ApiConfig(base).devMailbox).toBe(false);
      expect(new ApiConfig({ ...base, DEV_MAILBOX: 'on' }).devMailbox).toBe(true);
    });
  });

  describe('an api other machines can reach (HOST not loopback), outside production', () => {
    const reachable = {
      ...base,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://venues.office.example:3000',
      SMTP_URL: 'smtp://mail.example.com:587',
    };

    it('starts with what docs/security.md asks for, and then requires the second factor', () => {
      const config = new ApiConfig(reachable);
      expect(config.reachable).toBe(true);
      expect(config.auth.adminTotp).toBe('required');
      expect(config.devMailbox).toBe(false);
      expect(new ApiConfig(base).reachable).toBe(false);
    });

    it.each([
      [
        'without PUBLIC_URL (the only name it answers)',
        { PUBLIC_URL: undefined },
        'PUBLIC_URL is not set, but HOST lets other machines reach the api',
      ],
      [
        'with the dev mailbox on',
        { DEV_MAILBOX: 'on' },
        'DEV_MAILBOX=on is refused when HOST lets other machines reach the api: the dev mailbox shows every sign-in and reset link. Set DEV_MAILBOX=off.',
      ],
      [
        'without SMTP_URL',
        { SMTP_URL: undefined },
        'SMTP_URL is not set: an api other machines can reach needs a mail server',
      ],
      [
        'with ADMIN_TOTP=optional',
        { ADMIN_TOTP: 'optional' },
        'ADMIN_TOTP=optional is refused when HOST lets other machines reach the api',
      ],
    ])('refuses to start %s', (_, change, message) => {
      expect(() => new ApiConfig({ ...reachable, ...change })).toThrow(message);
    });

    it('never names a secret it refuses', () => {
      expect(() => new ApiConfig({ ...reachable, SMTP_URL: 'not-a-url-secret-123' })).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining('secret-123') }),
      );
    });
  });
});
