import type { DataSource } from 'typeorm';

export interface OutboxLag {
  pending: number;
  lagSeconds: number;
}

export async function measureOutboxLag(dataSource: DataSource): Promise<OutboxLag> {
  const [row] = await dataSource.query(
    `SELECT count(*)::int AS pending, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float AS lag
       FROM outbox WHERE relayed_at IS NULL`,
  );
  return { pending: row.pending, lagSeconds: Math.round(row.lag * 1000) / 1000 };
}
