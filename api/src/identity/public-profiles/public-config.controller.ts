import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_CONFIG, type ApiConfig } from '../../config/api.config';
import { Public } from '../auth/auth.decorators';

export interface PublicConfig {
  /** Set when public forms must carry a reCAPTCHA token. */
  recaptchaSiteKey: string | null;
}

@ApiTags('public')
@Public()
@Controller('public/config')
export class PublicConfigController {
  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  @Get()
  @ApiOperation({ summary: 'What the front ends need before a form is shown (captcha site key)' })
  get(): PublicConfig {
    return { recaptchaSiteKey: this.config.RECAPTCHA_SECRET ? (this.config.RECAPTCHA_SITE_KEY ?? null) : null };
  }
}
