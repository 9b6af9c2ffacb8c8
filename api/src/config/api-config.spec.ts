import { ApiConfig } from './api-config';

describe(ApiConfig.name, () => {
  const base = { DATABASE_URL: 'postgres://localhost/venue_finder' };

  describe('the address it listens on', () => {
    it('is loopback in development, so the dev server and its mailbox stay on this machine', () => {
      expect(new ApiConfig(base).host).toBe('127.0.0.1');
    });

    it('is every interface in production (a container behind its proxy)', () => {
      expect(new ApiConfig({ ...base, NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    });

    it('is HOST when told', () => {
      expect(new ApiConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    });
  });
});
