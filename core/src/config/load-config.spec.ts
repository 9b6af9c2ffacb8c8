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

  it('stops with a message naming each wrong variable and its value', () => {
    expect(() => loadConfig(schema, { PORT: 'eighty', MODE: 'c' })).toThrow(ConfigError);
    try {
      loadConfig(schema, { PORT: 'eighty', MODE: 'c' });
    } catch (error) {
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT:');
      expect(message).toContain('(got "eighty")');
      expect(message).toContain('MODE:');
    }
  });
});
