import { resolve } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { PreparingClient } from '../database/prepared-statements';

const MIGRATIONS_DIR = resolve(__dirname, '../../../../migrations');
// Under ts-jest the sources run as TypeScript; built apps load the compiled migrations.
const RUNNING_TYPESCRIPT = __filename.endsWith('.ts');

export interface DatabaseOptions {
  url: string;
  poolSize?: number;
  applicationName?: string;
}

export function dataSourceOptions({
  url,
  poolSize = 20,
  applicationName = 'creneau',
}: DatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: [RUNNING_TYPESCRIPT ? `${MIGRATIONS_DIR}/*.ts` : `${MIGRATIONS_DIR}/dist/*.js`],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    applicationName,
    // The pool's connections run the statements marked by prepared() as named prepared statements.
    extra: { max: poolSize, connectionTimeoutMillis: 5_000, Client: PreparingClient },
  };
}

export function createDataSource(options: DatabaseOptions): DataSource {
  return new DataSource(dataSourceOptions(options));
}

export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = await createDataSource({ url, poolSize: 2, applicationName: 'creneau-migrate' }).initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
