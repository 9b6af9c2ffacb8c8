// Entities and migrations cannot drift: after every migration has run, each entity registered with
// TypeORM names exactly the columns its table has, with the same types and nullability, and every
// table has an entity, except the few named below with the reason they have none. A failure prints
// the differences, one line each, so the fix is plain.
import type { DataSource, EntityMetadata } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { type TestDataSource, openTestDataSource } from '../../../tests/support/test-database';

/** Tables that have no entity, each with its reason. Keep this list short. */
const TABLES_WITHOUT_ENTITY: Record<string, string> = {
  search_documents: 'the PostgreSQL search engine owns it and reaches it through its own SQL',
  search_document_details: 'the PostgreSQL search engine owns it and reaches it through its own SQL',
  search_name_prefixes: 'the PostgreSQL search engine owns it and reaches it through its own SQL',
  search_index_meta: 'the PostgreSQL search engine owns it and reaches it through its own SQL',
  search_words: 'the PostgreSQL search engine owns it and reaches it through its own SQL',
  search_vocabulary: 'the PostgreSQL search engine owns it and reaches it through its own SQL',
  search_removals: 'the PostgreSQL search engine owns it and reaches it through its own SQL',
  search_vocabulary_removals: 'the PostgreSQL search engine owns it and reaches it through its own SQL',
  schema_migrations: 'the migrator keeps its own ledger, outside TypeORM',
};

/** information_schema's udt names as PostgreSQL spells the type (the form TypeORM normalises to). */
const UDT_TYPE: Record<string, string> = {
  int2: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  float4: 'real',
  float8: 'double precision',
  bool: 'boolean',
  varchar: 'character varying',
  bpchar: 'character',
  timestamptz: 'timestamp with time zone',
  timestamp: 'timestamp without time zone',
  timetz: 'time with time zone',
  time: 'time without time zone',
};

interface LiveColumn {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  data_type: string;
  udt_name: string;
}

const liveType = (column: LiveColumn): string =>
  column.data_type === 'ARRAY'
    ? `${UDT_TYPE[column.udt_name.slice(1)] ?? column.udt_name.slice(1)}[]`
    : (UDT_TYPE[column.udt_name] ?? column.udt_name);

const entityType = (dataSource: DataSource, column: ColumnMetadata): string =>
  `${dataSource.driver.normalizeType(column)}${column.isArray ? '[]' : ''}`;

const describeColumn = (type: string, nullable: boolean) => `${type}${nullable ? ' null' : ' not null'}`;

/** One line per difference between an entity and its table. */
function columnDifferences(dataSource: DataSource, entity: EntityMetadata, live: LiveColumn[]): string[] {
  const table = entity.tableName;
  const differences: string[] = [];
  const liveByName = new Map(live.map((column) => [column.column_name, column]));
  const entityNames = new Set(entity.columns.map((column) => column.databaseName));
  for (const column of entity.columns) {
    const found = liveByName.get(column.databaseName);
    const declared = describeColumn(entityType(dataSource, column), column.isNullable);
    if (!found) {
      differences.push(
        `${table}.${column.databaseName}: the entity ${entity.name} has it (${declared}), the table has not`,
      );
      continue;
    }
    const actual = describeColumn(liveType(found), found.is_nullable === 'YES');
    if (actual !== declared)
      differences.push(
        `${table}.${column.databaseName}: the entity ${entity.name} says ${declared}, the table ${actual}`,
      );
  }
  for (const column of live.filter((c) => !entityNames.has(c.column_name)))
    differences.push(
      `${table}.${column.column_name}: the table has it (${describeColumn(liveType(column), column.is_nullable === 'YES')}), the entity ${entity.name} has not`,
    );
  return differences;
}

describe('entities and the schema the migrations leave', () => {
  let database: TestDataSource;
  let live: LiveColumn[];

  beforeAll(async () => {
    database = await openTestDataSource(1);
    live = await database.dataSource.query<LiveColumn[]>(
      `SELECT c.table_name, c.column_name, c.is_nullable, c.data_type, c.udt_name
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        ORDER BY c.table_name, c.ordinal_position`,
    );
  });
  afterAll(() => database?.close());

  const tables = () => [...new Set(live.map((column) => column.table_name))].sort();
  const entityTables = () => new Set(database.dataSource.entityMetadatas.map((entity) => entity.tableName));

  it('gives each entity exactly the columns of its table, with their types and nullability', () => {
    const differences = database.dataSource.entityMetadatas.flatMap((entity) =>
      columnDifferences(
        database.dataSource,
        entity,
        live.filter((column) => column.table_name === entity.tableName),
      ),
    );
    expect(differences.join('\n')).toBe('');
  });

  it('has an entity for every table but the ones named with a reason', () => {
    const known = entityTables();
    const excused = new Set(Object.keys(TABLES_WITHOUT_ENTITY));
    const missing = tables().filter((table) => !known.has(table) && !excused.has(table));
    expect(missing).toEqual([]);
  });

  it('names no table in its lists that does not exist or already has an entity', () => {
    const existing = new Set(tables());
    const known = entityTables();
    const stale = Object.keys(TABLES_WITHOUT_ENTITY).filter((table) => !existing.has(table) || known.has(table));
    expect(stale).toEqual([]);
  });
});
