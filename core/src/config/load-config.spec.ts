import { z } from 'zod';
import { ConfigError, loadConfig, port } from './load-config';

describe(loadConfig.name, () => {
  const schema = z.object({ PORT: port(3000), MODE: z.enum(['a', 'b']).default('a') });

  it('takes the embedded defaults when variables are unset or empty', () => {
    expect(loadConfig(schema, {})).toEqual({ PORT: 3000, MODE: 'a' });
    expect(loadConfig(schema, { PORT: '' })).toEqual({ PORT: 3000, MODE: 'a' });
  });

  it('parses and types what is set', () => {
    expect(loadConfig(schema, { PORT: '8080', MODE: 'b' })).toEqual({ PORT: 8080, MODE: 'b' });
  });

  it('stops with a message naming each wrong variable, never echoing its value (it may be a secret)', () => {
    expect(() => loadConfig(schema, { PORT: 'eighty', MODE: 'c' })).toThrow(ConfigError);
    try {
      loadConfig(schema, { PORT: 'eighty', MODE: 'c' });
    } catch (error) {
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT:');
      expect(message).toContain('MODE:');
      expect(message).not.toContain('eighty');
    }
  });

  it('does not repeat a malformed secret, such as a database URL with its password', () => {
    const withUrl = z.object({ DATABASE_URL: z.string().regex(/^postgres:\/\//, 'must be a postgres:// URL') });
    expect(() => loadConfig(withUrl, { DATABASE_URL: 'postgress://app:S3cret-Pa55@db/venues' })).toThrow(
      /^Invalid configuration:\n {2}- DATABASE_URL: must be a postgres:\/\/ URL$/,
    );
  });
});
