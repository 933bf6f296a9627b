import type { OwnerReportUnsubscribed } from '@creneau/contracts';
import { ownerReportOfToken, stopOwnerReports } from '@creneau/server';
import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { ApiError } from '../common/api-error';
import { Public } from '../common/auth.decorators';
import { Responds } from '../openapi/responds.decorator';

/**
 * The List-Unsubscribe URL of the owner's weekly report (RFC 2369, RFC 8058). A mail client's one-click
 * button POSTs to it (body List-Unsubscribe=One-Click); a person who opens it gets the page that asks
 * first, since a GET never acts (mail scanners open links). The token is signed for one listing and one
 * owner's address, and stops that report only.
 */
@ApiTags('messages')
@Public()
@Controller('public/owner-reports/unsubscribe')
export class OwnerReportUnsubscribeController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'Opened in a browser: leads to the page that asks before unsubscribing (303)' })
  @ApiQuery({ name: 'token', required: true })
  @ApiResponse({
    status: 303,
    description: 'To the page /unsubscribe/owner-report, which asks before it unsubscribes.',
    headers: { Location: { schema: { type: 'string' } } },
  })
  page(@Query('token') token: unknown, @Res() res: Response): void {
    const query = typeof token === 'string' ? `?token=${encodeURIComponent(token)}` : '';
    res.redirect(303, `/unsubscribe/owner-report${query}`);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Stops the owner's weekly report of one listing (one-click, RFC 8058)" })
  @ApiQuery({ name: 'token', required: true })
  @Responds('OwnerReportUnsubscribed')
  async unsubscribe(@Query('token') token: unknown): Promise<OwnerReportUnsubscribed> {
    const subscription = typeof token === 'string' ? await ownerReportOfToken(this.dataSource.manager, token) : null;
    if (!subscription) throw new ApiError(400, 'TOKEN_INVALID', 'This unsubscribe link is not valid');
    await stopOwnerReports(this.dataSource.manager, subscription);
    return { reference: subscription.reference };
  }
}
