import { QueryFailedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe(isDatabaseUnavailable.name, () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an unknown host', withCode('ENOTFOUND')],
    ['a server shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['node-postgres losing its connection', new Error('Connection terminated unexpectedly')],
    ['node-postgres timing out a connect', new Error('timeout exceeded when trying to connect')],
    ['a transaction whose connection was dropped', new QueryRunnerProviderAlreadyReleasedError()],
    ['a driver error wrapped by TypeORM', new QueryFailedError('SELECT 1', [], withCode('57P01'))],
    ['a cause wrapped by Node', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
    ['every address of a host refusing', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('is true for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error (42601)', new QueryFailedError('SELEC 1', [], withCode('42601'))],
    ['a unique violation (23505)', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('is false for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
