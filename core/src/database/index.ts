export * from './data-source';
export * from './embedded-postgres';
export * from './migrator';
export * from './database-unavailable';
