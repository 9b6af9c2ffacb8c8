import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from '../entities';

export function dataSourceOptions(databaseUrl: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    // Schema changes only through the reviewed SQL in migrations/.
    synchronize: false,
    migrationsRun: false,
    poolSize,
    // A database that does not answer (a cut network) fails a request in 5 s instead of holding it.
    connectTimeoutMS: 5_000,
    applicationName: 'venue-finder',
  };
}

export async function openDataSource(databaseUrl: string, poolSize?: number): Promise<DataSource> {
  return new DataSource(dataSourceOptions(databaseUrl, poolSize)).initialize();
}
