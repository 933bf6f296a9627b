import type { Page } from 'playwright-core';
import { signInContext } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { createAgency, createUser } from '../support/factories';

describe('who is signed in is asked only where a session may exist', () => {
  const suite = browserSuite({ workers: 0 });

  // Every answer of /api/auth/me the page caused, by status.
  function sessionQuestions(page: Page): number[] {
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/auth/me') statuses.push(response.status());
    });
    return statuses;
  }

  it.each([['/'], ['/visits'], ['/privacy'], ['/agency/personne-de-ce-nom'], ['/pro']])(
    'opens %s for someone who never signed in without asking the API who they are',
    async (path) => {
      const { page } = await suite.open();
      const asked = sessionQuestions(page);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
    },
  );

  it('asks on the pages of someone signed in, and stops asking once the session has ended elsewhere', async () => {
    const agency = await createAgency(suite.stack.db.pool);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const { page, context } = await suite.open();
    await signInContext(context, agent.email, agent.password, 'pro');
    const asked = sessionQuestions(page);

    await page.goto('/privacy');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([200]);

    await suite.stack.db.pool.query(`DELETE FROM sessions WHERE user_id = $1`, [agent.id]);
    await page.goto('/privacy');
    await page.waitForLoadState('networkidle');
    await page.goto('/cookies');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([200, 401]);
  });
});
