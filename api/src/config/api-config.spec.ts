import { ApiConfig } from './api-config';

describe(ApiConfig.name, () => {
  const base = { DATABASE_URL: 'postgres://localhost/venue_finder' };

  describe('the address it listens on', () => {
    it('is loopback in development, so the dev server and its mailbox stay on this machine', () => {
      expect(new ApiConfig(base).host).toBe('127.0.0.1');
    });

    it('is every interface in production (a container behind its proxy)', () => {
      expect(new ApiConfig({ ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' }).host).toBe(
        '0.0.0.0',
      );
    });

    it('is HOST when told', () => {
      expect(new ApiConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    });
  });

  describe('production refusals', () => {
    const production = { ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' };

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
});
