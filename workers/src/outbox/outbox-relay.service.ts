import { JobProducer, OutboxRelay } from '@creneau/server';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { CloseTakenSlotOffersInline } from '../candidates/close-taken-slot-offers.inline';
import { ScheduleRemindersInline } from '../reminders/schedule-reminders.inline';
import { LocalRelay } from './local-relay';

@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly relay: OutboxRelay;

  constructor(
    dataSource: DataSource,
    producer: JobProducer,
    @InjectPinoLogger('outbox-relay') logger: PinoLogger,
    @Inject(WORKERS_CONFIG) config: WorkersConfig,
    scheduleReminders: ScheduleRemindersInline,
    closeTakenOffers: CloseTakenSlotOffersInline,
    private readonly local: LocalRelay,
  ) {
    this.relay = new OutboxRelay(dataSource, producer, logger, {
      databaseUrl: config.DATABASE_URL,
      batchSize: config.OUTBOX_BATCH_SIZE,
      pollIntervalMs: config.OUTBOX_POLL_MS,
      inline: [scheduleReminders, closeTakenOffers],
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.relay.start();
    this.local.attach(() => this.relay.wake());
  }

  async onApplicationShutdown(): Promise<void> {
    this.local.detach();
    await this.relay.stop();
  }
}
