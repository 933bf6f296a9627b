import { queueEmail, translator, type Branding } from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { API_CONFIG, type ApiConfig } from '../../config/api.config';
import { TOKEN_TTL_MINUTES } from '../tokens/auth-token.service';

export interface Recipient {
  id: string;
  email: string;
  firstName: string;
  language: string;
  agencyId: string | null;
}

const CRENEAU_BRAND: Branding = { name: 'Créneau', color: '#1f4e79' };

/**
 * The identity e-mails, rendered in the recipient's language while the raw token is at hand. Their
 * links sign in or set a password: the message log keeps them redacted (queueEmail's credentialLink).
 */
@Injectable()
export class IdentityMailService {
  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  async magicLink(manager: EntityManager, to: Recipient, token: string): Promise<void> {
    const t = await translator(to.language);
    await this.queue(manager, to, 'magic_link', CRENEAU_BRAND, {
      body: t('magic_link.body', { minutes: TOKEN_TTL_MINUTES.magic_link }),
      url: this.link(`/visits/magic-link?token=${token}`),
    });
  }

  async passwordReset(manager: EntityManager, to: Recipient, token: string, area: 'pro' | 'visits'): Promise<void> {
    const t = await translator(to.language);
    await this.queue(manager, to, 'password_reset', CRENEAU_BRAND, {
      body: t('password_reset.body', { minutes: TOKEN_TTL_MINUTES.password_reset }),
      url: this.link(`/${area}/reset-password?token=${token}`),
    });
  }

  async invitation(
    manager: EntityManager,
    to: Recipient,
    token: string,
    agency: Branding,
    inviter: string,
  ): Promise<void> {
    const t = await translator(to.language);
    await this.queue(manager, to, 'invitation', agency, {
      body: t('invitation.body', { inviter, agency: agency.name, days: TOKEN_TTL_MINUTES.invitation / 1440 }),
      url: this.link(`/pro/invitation?token=${token}`),
      subjectValues: { agency: agency.name },
    });
  }

  private async queue(
    manager: EntityManager,
    to: Recipient,
    purpose: 'magic_link' | 'password_reset' | 'invitation',
    brand: Branding,
    parts: { body: string; url: string; subjectValues?: Record<string, string> },
  ): Promise<void> {
    const t = await translator(to.language);
    const greeting = to.firstName ? t('greeting', { name: to.firstName }) : t('greetingAnonymous');
    await queueEmail(manager, {
      purpose,
      to: to.email,
      language: to.language,
      agencyId: to.agencyId,
      userId: to.id,
      brand,
      credentialLink: true,
      content: {
        subject: t(`${purpose}.subject`, parts.subjectValues ?? {}),
        paragraphs: [greeting, parts.body],
        action: { label: t(`${purpose}.action`), url: parts.url },
        footer: t('footer'),
      },
    });
  }

  private link(path: string): string {
    return new URL(path, this.config.PUBLIC_URL).toString();
  }
}
