import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth.decorators';
import { AvailabilityService, parseWindow, type AvailabilityAnswer } from './availability.service';
import { Responds } from '../openapi/responds.decorator';

@ApiTags('public')
@Public()
@Controller('public/listings')
export class PublicAvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get(':id/availability')
  @ApiOperation({ summary: 'Free visit slots of a published listing over [from, to) (ISO instants)' })
  @ApiQuery({ name: 'lang', required: false, description: 'fr, nl or en: sets weekStartsOn' })
  @ApiQuery({
    name: 'offer',
    required: false,
    description: "A waiting-list offer's token: its start is listed even inside the listing's minimum notice",
  })
  @Responds('AvailabilityAnswer')
  get(
    @Param('id', ParseUUIDPipe) id: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('lang') lang?: string,
    @Query('offer') offer?: string,
  ): Promise<AvailabilityAnswer> {
    return this.availability.forPublicListing(id, parseWindow(from, to, Date.now()), lang, offer);
  }
}
