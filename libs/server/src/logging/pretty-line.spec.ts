import { prettyMessage } from './pretty-line';

describe('prettyMessage', () => {
  it('puts the Nest context before the message', () => {
    expect(prettyMessage({ context: 'NestApplication', msg: 'started' }, 'msg')).toBe('NestApplication: started');
  });

  it('sums up a request in one line: method, path, status, time and request id', () => {
    const entry = {
      msg: 'request completed',
      req: { id: 'req-1', method: 'GET', url: '/api/nope', headers: { cookie: 'secret' } },
      res: { statusCode: 404 },
      responseTime: 3,
    };

    expect(prettyMessage(entry, 'msg')).toBe('request completed GET /api/nope → 404 in 3 ms (req-1)');
  });
});
