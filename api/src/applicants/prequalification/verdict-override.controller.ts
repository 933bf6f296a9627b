import { CANDIDATE_VERDICTS, type CandidateVerdict } from '@creneau/contracts';
import { overrideVerdict } from '@creneau/server';
import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { DataSource } from 'typeorm';
import { notFound } from '../../common/api-error';
import { agencyScope } from '../../common/tenancy';
import type { Actor } from '../../common/actor';
import { Allow, CurrentActor } from '../../common/auth.decorators';

export class VerdictOverrideDto {
  @ApiProperty({ enum: CANDIDATE_VERDICTS }) @IsIn(CANDIDATE_VERDICTS) verdict: CandidateVerdict;
}

/**
 * The agent's word over the prequalification rules: their verdict replaces the rules' and the history
 * says who changed it from what. A visitor whose decline an agent turned into 'book' can then book.
 */
@ApiTags('candidates')
@Allow('realtor', 'ops')
@Controller('candidates')
export class VerdictOverrideController {
  constructor(private readonly dataSource: DataSource) {}

  @Post(':id/verdict')
  @HttpCode(204)
  async override(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: VerdictOverrideDto,
  ): Promise<void> {
    const scope = agencyScope(actor);
    const done = await this.dataSource.transaction((manager) =>
      overrideVerdict(manager, id, 'agencyId' in scope ? scope.agencyId : null, body.verdict, actor.realUserId),
    );
    if (!done) throw notFound('Candidate');
  }
}
