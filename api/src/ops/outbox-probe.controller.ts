import type { OutboxProbe } from '@creneau/contracts';
import { publishEvent } from '@creneau/server';
import { Controller, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { notFound } from '../common/api-error';
import { Allow } from '../common/auth.decorators';
import { Responds } from '../openapi/responds.decorator';

/** Ops check the whole pipeline end to end: API transaction, outbox, relay, queue, worker. */
@ApiTags('ops')
@Allow('ops')
@Controller('ops/outbox-probes')
export class OutboxProbeController {
  constructor(private readonly dataSource: DataSource) {}

  @Post()
  @ApiOperation({ summary: 'Commit a probe and its outbox event; a worker records its delivery' })
  @Responds('OutboxProbe')
  async create(): Promise<OutboxProbe> {
    return this.dataSource.transaction(async (manager) => {
      const [probe] = await manager.query(
        `INSERT INTO outbox_probes DEFAULT VALUES
         RETURNING id, created_at AS "createdAt", delivered_at AS "deliveredAt", deliveries`,
      );
      await publishEvent(manager, 'outbox.probed', { probeId: probe.id });
      return probe;
    });
  }

  @Get(':id')
  @Responds('OutboxProbe')
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<OutboxProbe> {
    const [probe] = await this.dataSource.query(
      `SELECT id, created_at AS "createdAt", delivered_at AS "deliveredAt", deliveries FROM outbox_probes WHERE id = $1`,
      [id],
    );
    if (!probe) throw notFound('Probe');
    return probe;
  }
}
