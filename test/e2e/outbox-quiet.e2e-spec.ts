import { outboxQuiet } from '@creneau/server';
import { Client } from 'pg';
import { OutboxQuietNotify1795910000000 } from '../../migrations/1795910000000-OutboxQuietNotify';
import { databaseHarness } from '../support/database';

/**
 * The outbox's trigger wakes the relays by NOTIFY at commit, unless the writer set creneau.outbox_quiet
 * for its transaction (outboxQuiet): a process that runs its own relay wakes it directly, and its commit
 * does not queue behind every other notifying one.
 */
describe('outbox rows written quietly', () => {
  // Two connections: the migration's runner holds one while the inserts use the other.
  const harness = databaseHarness(2);
  let listener: Client;
  const notified: string[] = [];

  beforeAll(async () => {
    listener = new Client({ connectionString: harness.db.url });
    // The database is dropped WITH (FORCE) at the end, maybe before this connection is closed.
    listener.on('error', () => undefined);
    await listener.connect();
    listener.on('notification', (notification) => notified.push(notification.channel));
    await listener.query('LISTEN outbox');
  });

  afterAll(async () => {
    await listener?.end();
  });

  // A round trip on the listener after the commit: a notification sent at that commit has arrived by then.
  const notificationsOf = async (write: () => Promise<unknown>) => {
    notified.length = 0;
    await write();
    await listener.query('SELECT 1');
    return notified.length;
  };

  const insert = (quiet: boolean | null) =>
    harness.dataSource.query(
      quiet === null
        ? `INSERT INTO outbox (event, payload) VALUES ('outbox.probed', '{}')`
        : `WITH ${outboxQuiet(1)} INSERT INTO outbox (event, payload) SELECT 'outbox.probed', '{}' FROM quiet`,
      quiet === null ? [] : [quiet],
    );

  it('skips the NOTIFY of a statement that asks for it, and of it alone', async () => {
    expect(await notificationsOf(() => insert(null))).toBe(1);
    expect(await notificationsOf(() => insert(false))).toBe(1);
    expect(await notificationsOf(() => insert(true))).toBe(0);
    // The setting lasts its transaction: the next statement on the same connection notifies again.
    expect(await notificationsOf(() => insert(null))).toBe(1);
  });

  it('notifies every insert again once the migration is undone, and skips it again once redone', async () => {
    const runner = harness.dataSource.createQueryRunner();
    const migration = new OutboxQuietNotify1795910000000();
    try {
      await migration.down(runner);
      expect(await notificationsOf(() => insert(true))).toBe(1);
      await migration.up(runner);
      expect(await notificationsOf(() => insert(true))).toBe(0);
    } finally {
      await runner.release();
    }
  });
});
