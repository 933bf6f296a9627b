import request from 'supertest';
import { contact, createBookableListing, offeredSlots } from '../e2e/visits/visit-fixtures';
import { openPage, signInContext } from '../support/browser';
import { createAgency, createUser, signIn, type SignedIn } from '../support/factories';
import { browserSuite } from '../support/browser-suite';

// The page's globals, typed here: the tests compile without the DOM library.
interface Entry {
  name: string;
  startTime: number;
  value?: number;
}
interface BrowserGlobals {
  performance: { getEntriesByType(type: string): Entry[] };
  PerformanceObserver: new (callback: (list: { getEntries(): Entry[] }) => void) => {
    observe(options: { type: string; buffered: boolean }): void;
  };
}

/**
 * Issue 32: on a phone, /pro/visits comes drawn by the server for a signed-in realtor (the session's own
 * agency and visits), so that it paints before react-admin's script has run; the app then takes its place
 * without moving anything or painting anything larger.
 */
describe("the agent's home drawn by the server", () => {
  const suite = browserSuite({ workers: 1 });

  async function agencyWithVisit(name: string): Promise<{ realtor: SignedIn; email: string; password: string }> {
    const agency = await createAgency(suite.stack.db.pool);
    const agent = await createUser(suite.stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(suite.stack.db.pool, agency.id, agent.id);
    const realtor = await signIn(suite.stack.baseUrl, agent);
    const [slot] = await offeredSlots(suite.stack.baseUrl, listingId, 1);
    await realtor.agent
      .post('/api/visits')
      .set('X-CSRF-Token', realtor.csrf)
      .send({ listingId, startsAt: slot.startsAt, contact: contact(name) })
      .expect(201);
    return { realtor, email: agent.email, password: agent.password };
  }

  it("names the agent's next visit in the page's HTML, in their language, and never another agency's", async () => {
    const mine = await agencyWithVisit('Premier');
    await agencyWithVisit('Ailleurs');

    const french = await mine.realtor.agent.get('/pro/visits?lang=fr').expect(200);
    expect(french.text).toContain('id="first-screen"');
    expect(french.text).toContain('Bienvenue dans votre espace professionnel');
    expect(french.text).toContain('Camille Premier');
    expect(french.text).not.toContain('Camille Ailleurs');
    // The app's script is not in the way of the first paint: it is named for later, not loaded.
    expect(french.text.replace(/<template id="after-paint">[\s\S]*?<\/template>/, '')).not.toMatch(
      /<script type="module"|<link rel="modulepreload"/,
    );
    const dutch = await mine.realtor.agent.get('/pro/visits?lang=nl').expect(200);
    expect(dutch.text).toContain('Welkom bij Créneau voor professionals');
    expect(dutch.text).toContain('Camille Premier');

    // Without a session, the app's own page, which sends to the sign-in.
    const anonymous = await request(suite.stack.baseUrl).get('/pro/visits?lang=fr').expect(200);
    expect(anonymous.text).not.toContain('first-screen');
    expect(anonymous.text).not.toContain('Camille');
  });

  it('shows the visit before any script runs, then hands over to the app without a shift or a later largest paint', async () => {
    const mine = await agencyWithVisit('Premier');

    // JavaScript off: what a phone shows while react-admin's script is still on its way.
    const bare = await suite.browser.newContext({ baseURL: suite.stack.baseUrl, javaScriptEnabled: false });
    await signInContext(bare, mine.email, mine.password, 'pro');
    const still = await bare.newPage();
    await still.goto('/pro/visits?lang=fr');
    // Its visit, and the same person among the week's new candidates.
    expect(await still.getByText('Camille Premier').count()).toBe(2);
    await still.getByText('Camille Premier').first().waitFor();
    expect(await still.getByRole('heading', { level: 1 }).count()).toBe(0); // a picture: the app's is the one read
    await bare.close();

    const { page, context, errors } = await openPage(suite.browser, suite.stack.baseUrl, {
      viewport: { width: 390, height: 844 },
    });
    await signInContext(context, mine.email, mine.password, 'pro');
    await page.goto('/pro/visits?lang=fr');
    // The app's own home, with its working buttons, in the drawn one's place.
    await page.getByTestId('home-visit').filter({ hasText: 'Camille Premier' }).getByRole('button').first().waitFor();
    expect(await page.locator('#first-screen').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Bienvenue dans votre espace professionnel',
    );

    const paints = await page.evaluate(
      () =>
        new Promise<{ shift: number; largest: number; released: number }>((resolve) => {
          const { performance, PerformanceObserver } = globalThis as unknown as BrowserGlobals;
          const entries: Record<string, Entry[]> = { 'layout-shift': [], 'largest-contentful-paint': [] };
          for (const type of Object.keys(entries))
            new PerformanceObserver((list) => entries[type].push(...list.getEntries())).observe({
              type,
              buffered: true,
            });
          setTimeout(() => {
            const released = performance
              .getEntriesByType('mark')
              .find((entry) => entry.name === 'first-screen-released');
            resolve({
              shift: entries['layout-shift'].reduce((sum, entry) => sum + (entry.value ?? 0), 0),
              largest: Math.max(...entries['largest-contentful-paint'].map((entry) => entry.startTime)),
              released: released?.startTime ?? -1,
            });
          }, 200);
        }),
    );
    // The largest paint is the server's: nothing the app drew once it had taken over was larger.
    expect(paints.released).toBeGreaterThan(0);
    expect(paints.largest).toBeLessThan(paints.released);
    expect(paints.shift).toBeLessThan(0.05);
    expect(errors).toEqual([]);
    await context.close();
  });
});
