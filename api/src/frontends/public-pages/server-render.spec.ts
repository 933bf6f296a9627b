import { renderedRoute, serverStateScript } from './server-render';

const state = {
  language: 'fr' as const,
  mayHaveSession: false,
  embedded: false,
  namespaces: ['global', 'web'],
  origin: 'https://example.test',
  seed: 1,
  answers: {},
};

describe('the server-rendered pages', () => {
  it.each([
    ['/', 'src/pages/LandingPage.tsx'],
    ['/landing', 'src/pages/LandingPage.tsx'],
    ['/agency/agence-du-marais', 'src/pages/AgencyPage.tsx'],
    ['/agent/claire-martin/', 'src/pages/AgentPage.tsx'],
    ['/book/claire-martin', 'src/pages/BookingPage.tsx'],
    ['/visits', 'src/pages/VisitorAreaPage.tsx'],
    ['/visits/sign-in', 'src/pages/VisitorAreaPage.tsx'],
  ])('renders %s with its page', (path, module) => {
    expect(renderedRoute(path)?.module).toBe(module);
  });

  it.each(['/visits/home', '/visits/magic-link', '/visits/reset-password', '/privacy', '/book/a/b', '/pro'])(
    'leaves %s to the browser',
    (path) => {
      expect(renderedRoute(path)).toBeNull();
    },
  );
});

describe('the state written into the page', () => {
  it('is JSON no value can end early: no "<" survives, and it reads back the same', () => {
    const answers = { '/api/x': { status: 200, body: { name: '</script><script>alert(1)</script><!--' } } };
    const script = serverStateScript({ ...state, answers });
    const json = script.replace(/^<script type="application\/json" id="server-state">/, '').replace(/<\/script>$/, '');

    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ ...state, answers });
  });
});
