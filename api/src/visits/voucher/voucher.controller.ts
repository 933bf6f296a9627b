import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Actor } from '../../common/actor';
import { Allow, CurrentActor } from '../../common/auth.decorators';
import { SignVoucherDto } from './voucher.dto';
import { VoucherService } from './voucher.service';
import { Responds, RespondsFile } from '../../openapi/responds.decorator';

@ApiTags('visits')
@Allow('realtor', 'ops')
@Controller('visits')
export class VoucherController {
  constructor(private readonly vouchers: VoucherService) {}

  @Post(':id/voucher')
  @ApiOperation({ summary: 'The visitor signs the bon de visite on the agent’s phone; stored as a PDF with the visit' })
  @Responds('SignedVoucher')
  sign(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string, @Body() dto: SignVoucherDto) {
    return this.vouchers.sign(actor, id, dto);
  }

  @Get(':id/voucher')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The signed bon de visite (PDF)' })
  @RespondsFile('application/pdf', 'The signed bon de visite.')
  async file(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Res() res: Response,
  ): Promise<void> {
    const pdf = await this.vouchers.file(actor, id);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="bon-de-visite-${id}.pdf"`);
    res.send(pdf);
  }
}
