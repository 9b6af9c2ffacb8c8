// Reads a typed configuration from environment variables once, at start-up. A wrong value
// stops the process with a message naming the variable; unset variables take embedded defaults.
import { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  // An empty variable means "unset" so that `FOO=` in an .env file falls back to the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      // The value itself is never repeated: a mistyped variable may hold a secret (a database
      // password, an API key), and this message goes to logs.
      const variable = issue.path.join('.') || '(environment)';
      return `${variable}: ${issue.message}`;
    }),
  );
}

/** Shared fields: every process reaches the same database. */
export const databaseEnv = {
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug']).default('log'),
};

export const port = (fallback: number) =>
  z.coerce.number().int('must be a whole number').min(1).max(65535).default(fallback);

export type LogLevel = 'error' | 'warn' | 'log' | 'debug';

/** The Nest logger levels that LOG_LEVEL lets through: it and everything more severe. */
export function logLevelsFrom(level: LogLevel): LogLevel[] {
  const order: LogLevel[] = ['error', 'warn', 'log', 'debug'];
  return order.slice(0, order.indexOf(level) + 1);
}
