import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { Client } from 'pg';
import { API_CONFIG, type ApiConfig } from '../config/api.config';
import { RealtimeHub } from './realtime.hub';

const RECONNECT_MS = 5_000;

/**
 * Listens to Postgres for sessions revoked or changed (channel session_changed, sent at commit by a
 * trigger on sessions) and closes their live streams in this process at once. While the listener is
 * away (Postgres restarting) the streams' heartbeat still re-checks every session.
 */
@Injectable()
export class SessionChangesListener implements OnModuleInit, OnApplicationShutdown {
  private client: Client | null = null;
  private stopped = false;

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly hub: RealtimeHub,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(SessionChangesListener.name);
  }

  onModuleInit(): void {
    // In the background: the API serves even while Postgres is away.
    void this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.config.DATABASE_URL, application_name: 'creneau-sessions' });
    client.on('notification', ({ payload }) => payload && this.hub.endSession(payload));
    client.on('error', (error) => {
      if (this.client !== client) return;
      this.logger.warn({ err: error }, 'session listener lost; heartbeats re-check sessions until it is back');
      this.client = null;
      client.end().catch(() => undefined);
      setTimeout(() => void this.connect(), RECONNECT_MS).unref();
    });
    try {
      await client.connect();
      await client.query('LISTEN session_changed');
      this.client = client;
      if (this.stopped) await client.end();
    } catch {
      await client.end().catch(() => undefined);
      setTimeout(() => void this.connect(), RECONNECT_MS).unref();
    }
  }
}
