// Queries on the PostgreSQL cluster itself, and nothing else: the embedded server's bootstrap
// (embedded-postgres.ts) creates the product's database here, on a connection to the cluster's
// maintenance database, before any migration, entity or other repository can reach it.
import type { Client } from 'pg';

export class DatabaseClusterRepository {
  constructor(private readonly client: Client) {}

  /** Creates the database `name` (an identifier of this code's, never input: it cannot be a bind parameter). */
  async createDatabase(name: string): Promise<void> {
    await this.client.query(`CREATE DATABASE ${name}`);
  }
}
