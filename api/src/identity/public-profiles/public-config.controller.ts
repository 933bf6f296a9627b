import type { ContactPhone, PublicConfig } from '@creneau/contracts';
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { parsePhoneNumberWithError } from 'libphonenumber-js';
import { API_CONFIG, type ApiConfig } from '../../config/api.config';
import { Public } from '../../common/auth.decorators';
import { Responds } from '../../openapi/responds.decorator';
import { legalNotice } from '../../legal/legal-notice';

// Checked at start-up (loadApiConfig): the number parses.
const contactPhone = (e164: string): ContactPhone => ({
  display: parsePhoneNumberWithError(e164).formatInternational(),
  dial: e164,
});

@ApiTags('public')
@Public()
@Controller('public/config')
export class PublicConfigController {
  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  @Get()
  @ApiOperation({
    summary: 'What the front ends need at run time: captcha key, demo, analytics, error reports, contact',
  })
  @Responds('PublicConfig')
  get(): PublicConfig {
    const config = this.config;
    return {
      recaptchaSiteKey: config.RECAPTCHA_SECRET ? (config.RECAPTCHA_SITE_KEY ?? null) : null,
      demoSchedulingUrl: config.DEMO_SCHEDULING_URL ?? null,
      analytics: config.ANALYTICS_ENDPOINT
        ? { endpoint: config.ANALYTICS_ENDPOINT, domain: config.ANALYTICS_DOMAIN ?? new URL(config.PUBLIC_URL).host }
        : null,
      // Development and test crashes are for the console, not for the operator's inbox.
      errorReportUrl: config.NODE_ENV === 'production' ? config.CLIENT_ERROR_REPORT_URL : null,
      presentationVideoUrl: config.PRESENTATION_VIDEO_URL ?? null,
      testBooking: { rent: config.TEST_BOOKING_RENT_URL, sale: config.TEST_BOOKING_SALE_URL },
      contact: {
        email: config.CONTACT_EMAIL,
        phones: { fr: contactPhone(config.CONTACT_PHONE_FR), be: contactPhone(config.CONTACT_PHONE_BE) },
      },
      legal: legalNotice(config),
    };
  }
}
