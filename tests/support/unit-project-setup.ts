// Runs before every spec of Jest's unit project (jest.config.js). A unit spec has no database:
// even when integration specs run in the same Jest run (and their PostgreSQL is up), a unit spec
// that reaches for the test database fails at once, saying why, instead of passing by luck.
delete process.env.TEST_POSTGRES_URL;
delete process.env.TEST_TEMPLATE_DATABASE;
process.env.JEST_PROJECT = 'unit';
