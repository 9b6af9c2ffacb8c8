import type { ValueTransformer } from 'typeorm';

/** PostgreSQL numeric arrives as a string; these columns hold small decimals safe as numbers. */
export const numericToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
