import {
  isRentalFileAction,
  type RentalFileAction,
  type RentalFileActionPreview,
  type RentalFileActionResult,
} from '@creneau/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiError } from '../common/api-error';
import { Public } from '../common/auth.decorators';
import { SameOriginGuard } from '../identity/auth/same-origin.guard';
import { Responds } from '../openapi/responds.decorator';
import { RentalFileActionDto } from './dto/rental-file.dto';
import { RentalFileActionsService } from './rental-file-actions.service';

function actionOf(value: string): RentalFileAction {
  if (!isRentalFileAction(value)) throw new ApiError(404, 'TOKEN_INVALID', 'This link is not valid');
  return value;
}

/** The links of agents' messages about an application; the page /rf/{token}/{action} calls these. */
@ApiTags('rental-file-links')
@Public()
@Controller('public/rf')
export class RentalFileActionsController {
  constructor(private readonly actions: RentalFileActionsService) {}

  @Get(':token/:action')
  @ApiOperation({ summary: 'What the link would do (the confirmation page); changes nothing' })
  @Responds('RentalFileActionPreview')
  preview(@Param('token') token: string, @Param('action') action: string): Promise<RentalFileActionPreview> {
    return this.actions.preview(token, actionOf(action));
  }

  @Post(':token/:action')
  @HttpCode(200)
  @UseGuards(SameOriginGuard)
  @ApiOperation({
    summary: 'Acts once: view, accept, refuse (refusalReason) or ask for documents (kinds)',
    description:
      'Single use, expiring, bound to its action and application: 404 TOKEN_INVALID, 409 TOKEN_USED, 410 TOKEN_EXPIRED.',
  })
  @Responds('RentalFileActionResult')
  act(
    @Param('token') token: string,
    @Param('action') action: string,
    @Body() dto: RentalFileActionDto,
  ): Promise<RentalFileActionResult> {
    return this.actions.act(token, actionOf(action), dto);
  }
}
