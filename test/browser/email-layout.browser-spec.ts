import type { MessageBatch, QueuedMessageRow } from '@creneau/server';
import type { Browser } from 'playwright-core';
import type { WorkersConfig } from '../../workers/src/config/workers.config';
import { VisitMessenger, type CandidateMessage } from '../../workers/src/visits/visit-messenger';
import { launchBrowser } from '../support/browser';
import { LONGEST } from '../support/longest-visit';

// Visit e-mails as a phone shows them: 390 px wide (and 320, the narrowest), with the longest realistic
// names, no horizontal scroll, buttons a thumb can hit, and the legal identity of the agency.
const LINK = 'https://visites.example.fr/c/AbCdEfGhJk';
const KINDS: Omit<CandidateMessage, 'channels'>[] = [
  { purpose: 'visit_booked', key: 'booked', link: LINK },
  {
    purpose: 'visit_confirmation_request',
    key: 'confirmationRequest',
    link: LINK,
    secondary: { key: 'cancel', link: LINK },
    release: true,
    values: { deadline: '15:30' },
  },
  { purpose: 'visit_cancelled_candidate', key: 'cancelledCandidateWhy', link: 'https://visites.example.fr/book/x' },
];

async function rendered(language: string, kind: Omit<CandidateMessage, 'channels'>): Promise<QueuedMessageRow> {
  const rows: QueuedMessageRow[] = [];
  const batch = { add: (row: QueuedMessageRow) => rows.push(row) } as unknown as MessageBatch;
  const visit = { ...LONGEST, candidate: { ...LONGEST.candidate, email: 'marie@example.fr', language } };
  await new VisitMessenger({ PUBLIC_URL: 'https://visites.example.fr' } as WorkersConfig).toCandidate(batch, visit, {
    ...kind,
    channels: { email: true, sms: false },
  });
  return rows.find((row) => row.channel === 'email')!;
}

describe('visit e-mails on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe.each(['fr', 'nl', 'en'])('in %s', (language) => {
    it.each(KINDS.map((kind) => [kind.key, kind] as const))(
      '%s fits 390 and 320 px without scrolling sideways',
      async (key, kind) => {
        const email = await rendered(language, kind);
        for (const width of [390, 320]) {
          const context = await browser.newContext({ viewport: { width, height: 800 } });
          const page = await context.newPage();
          await page.setContent(email.bodyHtml!);
          const buttons = page.locator('a[style*="display:inline-block"]');
          const seen = {
            scrollWidth: await page.evaluate<number>('document.documentElement.scrollWidth'),
            viewport: await page.locator('meta[name=viewport]').getAttribute('content'),
            heights: await Promise.all(
              (await buttons.all()).map(async (button) => (await button.boundingBox())!.height),
            ),
            footer: await page.locator('body').innerText(),
          };
          if (width === 390) await page.screenshot({ path: `var/email-${key}-${language}-390.png`, fullPage: true });
          await context.close();

          expect(seen.scrollWidth).toBeLessThanOrEqual(width);
          expect(seen.viewport).toContain('width=device-width');
          for (const height of seen.heights) expect(height).toBeGreaterThanOrEqual(44);
          expect(seen.footer).toContain(LONGEST.agency.legal.address);
          expect(seen.footer).toContain(LONGEST.agency.legal.professionalCard);
          expect(seen.heights).toHaveLength(kind.secondary ? 2 : 1);
          // The agent's reason, quoted as the agent's words ("Le mot d’Élodie : « … »").
          if (kind.key === 'cancelledCandidateWhy') expect(seen.footer).toContain(LONGEST.cancelledWhy);
          if (kind.key === 'cancelledCandidateWhy' && language === 'fr')
            expect(seen.footer).toContain('Le mot d’Élodie\u00a0: «\u00a0');
        }
      },
    );
  });
});
