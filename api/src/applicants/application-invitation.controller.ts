import { Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { agencyScope } from '../common/tenancy';
import type { Actor } from '../common/actor';
import { Allow, CurrentActor } from '../common/auth.decorators';
import { Responds } from '../openapi/responds.decorator';
import type { VisitView } from '../visits/visit-view';
import { ApplicationService } from './application.service';

@ApiTags('visits')
@Allow('realtor', 'ops')
@Controller('visits')
export class ApplicationInvitationController {
  constructor(private readonly application: ApplicationService) {}

  @Post(':id/application-invitation')
  @HttpCode(200)
  @Responds('VisitView')
  @ApiOperation({ summary: 'After the visit, invite the candidate to apply: their link opens the application' })
  invite(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<VisitView> {
    const scope = agencyScope(actor);
    return this.application.invite(id, 'agencyId' in scope ? scope.agencyId : null);
  }
}
