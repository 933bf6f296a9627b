// A database of the benchmark's own, migrated like production, so no run touches a developer's data
// and two runs never collide.
import { runMigrations } from '@creneau/server';
import pg from 'pg';
import { PreparingClient } from '../../libs/server/dist/database/prepared-statements.js';

/**
 * A pg client whose connection may be killed under it (Ctrl-C cleanup drops the database WITH FORCE):
 * the query in flight fails and the measurement reports it, instead of an unhandled 'error' event
 * ending the process before the cleanup is done.
 */
export function newClient(url, Client = pg.Client) {
  const client = new Client({ connectionString: url, application_name: 'creneau-bench' });
  client.on('error', () => undefined);
  return client;
}

async function adminQuery(adminUrl, sql) {
  const client = newClient(adminUrl);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(adminUrl, name) {
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = {
    name,
    url: url.toString(),
    // FORCE: a connection left open by a crashed measurement must not keep the database alive.
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
  try {
    await runMigrations(database.url);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

/**
 * One pg client per simulated caller: a pool would queue callers and hide the contention being measured. The
 * product's statements go as its pool sends them: those it marks prepared() as named statements, planned once
 * per connection, so a baseline never pays Postgres planning the product does not.
 */
export async function connectClients(url, count) {
  const clients = Array.from({ length: count }, () => newClient(url, PreparingClient));
  await Promise.all(clients.map((client) => client.connect()));
  return { clients, end: () => Promise.all(clients.map((client) => client.end())) };
}
