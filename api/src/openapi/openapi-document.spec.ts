import { equals } from '../common/simple-rest/list-filters';
import { defineList } from '../common/simple-rest/list-query';
import { completeDocument } from './openapi-document';
import { ALLOWED_EXTENSION, PUBLIC_EXTENSION } from '../common/openapi-extensions';
import { RESPONDS_EXTENSION } from './responds.decorator';

const LIST = defineList({
  resource: 'things',
  id: { column: 't.id', kind: 'uuid' },
  sort: { name: 't.name' },
  defaultSort: ['name', 'ASC'],
  filters: { ownerId: equals('t.owner_id', 'uuid') },
});

/** What @nestjs/swagger gives before completion: 3.0 schemas, the decorators' marks, bare responses. */
function raw() {
  return {
    openapi: '3.0.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/api/things': {
        get: {
          responses: { '200': { description: '' } },
          [RESPONDS_EXTENSION]: { schema: 'ListingView', array: true, list: LIST },
          [ALLOWED_EXTENSION]: ['ops'],
        },
        post: {
          requestBody: {},
          responses: { '201': { description: '' } },
          [RESPONDS_EXTENSION]: { schema: 'ListingView' },
        },
      },
      '/api/public/things/{id}': {
        get: { parameters: [], responses: { '200': { description: '' } }, [PUBLIC_EXTENSION]: true },
      },
    },
    components: { schemas: { ThingDto: { type: 'object', properties: { note: { type: 'string', nullable: true } } } } },
  };
}

describe('completeDocument', () => {
  const document = completeDocument(raw(), { publicUrl: 'https://creneau.test', responseSchemas: { ListingView: {} } });
  const paths = document.paths as unknown as Record<string, Record<string, Record<string, unknown>>>;

  it('speaks OpenAPI 3.1, with the server, the licence and the generated response schemas', () => {
    expect(document).toMatchObject({
      openapi: '3.1.0',
      servers: [{ url: 'https://creneau.test' }],
      info: { license: { identifier: 'AGPL-3.0-or-later' } },
      components: { schemas: { ListingView: {}, ThingDto: { properties: { note: { type: ['string', 'null'] } } } } },
    });
  });

  it('puts the session cookie and the CSRF header on unsafe operations, and marks public ones', () => {
    const [list, create, open] = [
      paths['/api/things'].get,
      paths['/api/things'].post,
      paths['/api/public/things/{id}'].get,
    ];

    expect([list.security, create.security, open.security]).toEqual([[{ session: [] }], [{ session: [] }], []]);
    expect(create.parameters).toEqual([{ $ref: '#/components/parameters/CsrfToken' }]);
    expect(list.description).toBe('Allowed: ops.');
    expect(JSON.stringify(document)).not.toContain('x-creneau');
  });

  it('documents bodies, list parameters, Content-Range and errors', () => {
    const list = paths['/api/things'].get;
    const responses = list.responses as Record<string, Record<string, unknown>>;

    expect(responses['200'].content).toEqual({
      'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/ListingView' } } },
    });
    expect(Object.keys(responses['200'].headers as object)).toContain('Content-Range');
    expect((list.parameters as { name: string }[]).map((parameter) => parameter.name)).toEqual([
      'sort',
      'range',
      'filter',
    ]);
    expect(Object.keys(responses).sort()).toEqual(['200', '400', '401', '403', 'default']);
    expect(Object.keys(paths['/api/public/things/{id}'].get.responses as object).sort()).toEqual([
      '200',
      '404',
      'default',
    ]);
  });
});
