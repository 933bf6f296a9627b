import type { RealtimeMessage } from '@creneau/contracts';
import { realtimeChannel } from '@creneau/server';
import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import { API_CONFIG, type ApiConfig } from '../config/api.config';

export interface RealtimeListener {
  sessionId: string;
  agencyId: string | null;
  userId: string;
  send(message: RealtimeMessage): void;
  end(): void;
}

/**
 * One Redis subscription per API process, fanned out in memory to the SSE connections of that process.
 * Any replica can publish; every replica delivers to its own listeners.
 */
@Injectable()
export class RealtimeHub implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly listeners = new Set<RealtimeListener>();
  private readonly subscriber: Redis;
  private readonly channel: string;

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly logger: PinoLogger,
  ) {
    this.channel = realtimeChannel(config.REDIS_PREFIX);
    this.subscriber = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: null });
    this.subscriber.on('error', () => undefined);
  }

  async onModuleInit(): Promise<void> {
    this.subscriber.on('message', (_channel: string, raw: string) => this.dispatch(raw));
    // Subscribed in the background: the API starts and serves bookings even while Redis is away.
    this.subscriber
      .subscribe(this.channel)
      .catch((error: unknown) => this.logger.warn({ err: error }, 'realtime subscribe failed'));
    this.subscriber.connect().catch(() => undefined);
  }

  /** Open streams would keep the HTTP server from closing: end them so a SIGTERM drains quickly. */
  beforeApplicationShutdown(): void {
    for (const listener of this.listeners) listener.end();
    this.listeners.clear();
  }

  onApplicationShutdown(): void {
    this.subscriber.disconnect();
  }

  add(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Closes the streams of a session that was revoked or changed hands (masquerade): at once, here. */
  endSession(sessionId: string): void {
    for (const listener of this.listeners) {
      if (listener.sessionId !== sessionId) continue;
      this.listeners.delete(listener);
      listener.end();
    }
  }

  get size(): number {
    return this.listeners.size;
  }

  private dispatch(raw: string): void {
    let message: RealtimeMessage;
    try {
      message = JSON.parse(raw) as RealtimeMessage;
    } catch {
      this.logger.warn('ignored a malformed realtime message');
      return;
    }
    for (const listener of this.listeners) {
      if (listener.agencyId !== message.agencyId) continue;
      if (message.userId && message.userId !== listener.userId) continue;
      listener.send(message);
    }
  }
}
