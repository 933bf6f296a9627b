import type { ConsentProof } from '@creneau/contracts';
import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { RateLimiter, type Limit } from '../identity/abuse/rate-limiter.service';
import { Public } from '../common/auth.decorators';
import { Responds } from '../openapi/responds.decorator';
import { ConsentProofDto } from './consent-proof.dto';

// A person chooses a few times at most; a script filling the table is stopped well before it matters.
const PROOFS_PER_IP: Limit = { name: 'consent-proofs:ip', max: 30, windowSeconds: 600 };

/** The dated proof of a cookie choice. The same id twice keeps the first proof: a choice is never rewritten. */
@ApiTags('public')
@Public()
@Controller('public/consent-proofs')
export class ConsentProofsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Record the dated proof of a cookie choice (random id, choices, text version)' })
  @Responds('ConsentProof')
  async record(@Body() dto: ConsentProofDto, @Req() req: Request): Promise<ConsentProof> {
    await this.limiter.hit(PROOFS_PER_IP, req.ip ?? 'unknown');
    const [row] = await this.dataSource.query<{ created_at: Date }[]>(
      `WITH made AS (INSERT INTO consent_proofs (id, choices, text_version) VALUES ($1, $2, $3)
                     ON CONFLICT (id) DO NOTHING RETURNING created_at)
       SELECT created_at FROM made UNION ALL SELECT created_at FROM consent_proofs WHERE id = $1 LIMIT 1`,
      [dto.id, dto.choices, dto.textVersion],
    );
    return { id: dto.id, recordedAt: row.created_at.toISOString() };
  }
}
