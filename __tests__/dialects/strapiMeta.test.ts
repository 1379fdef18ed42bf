// Strapi's locale and fields, per resource (dialect options) or per request (meta).
import { configureAtrium } from '../../lib/config/configureAtrium'
import { createAtriumStore, createViewResource, createHttpRepository, strapiDialect, type DialectOperation } from '../../lib'
import { clearViewResources } from '../../lib/state/registry'
import { wire } from './wire'

afterEach(() => {
  configureAtrium({})
  clearViewResources()
})

describe('strapiDialect locale and fields', () => {
  const url = (options: Parameters<typeof strapiDialect>[0], operation: DialectOperation): string =>
    decodeURIComponent(strapiDialect({ populate: false, ...options }).buildRequest(operation).url)

  it.each<[string, Parameters<typeof strapiDialect>[0], DialectOperation, string]>([
    ['a list, per resource', { locale: 'fr', fields: ['title', 'status'] }, { type: 'list', path: 'articles', params: { page: 1 } }, '/api/articles?pagination[page]=1&fields[0]=title&fields[1]=status&locale=fr'],
    ['a list, per request (meta wins)', { locale: 'fr' }, { type: 'list', path: 'articles', params: { meta: { locale: 'de', fields: ['title'] } } }, '/api/articles?fields[0]=title&locale=de'],
    ['a read', { locale: 'fr' }, { type: 'read', path: 'articles', id: 'abc', meta: { fields: ['title'] } }, '/api/articles/abc?fields[0]=title&locale=fr'],
    ['a create in a locale', {}, { type: 'create', path: 'articles', data: {}, meta: { locale: 'fr' } }, '/api/articles?locale=fr'],
    ['an update in a locale', {}, { type: 'update', path: 'articles', id: 'abc', data: {}, meta: { locale: 'fr' } }, '/api/articles/abc?locale=fr'],
    ['a delete of one locale (no fields)', { fields: ['title'] }, { type: 'delete', path: 'articles', id: 'abc', meta: { locale: 'fr' } }, '/api/articles/abc?locale=fr'],
  ])('%s', (_name, options, operation, expected) => {
    expect(url(options, operation)).toBe(expected)
  })

  it('on the wire, through a resource: meta of an endpoint argument reaches the request', async () => {
    const sent = wire('https://cms.test', { body: { data: { documentId: 'abc', title: 'Bonjour' } } })
    const articles = createViewResource<Record<string, unknown>>('strapiMetaArticles', { path: 'articles', dialect: strapiDialect({ populate: false }) })
    const store = createAtriumStore()
    await store.dispatch(articles.endpoints.read.initiate({ id: 'abc', meta: { locale: 'fr' } }))
    await store.dispatch(articles.endpoints.list.initiate({ meta: { locale: 'fr', fields: ['title'] } }))
    expect(sent.map((request) => request.url)).toEqual([
      'https://cms.test/api/articles/abc?locale=fr',
      'https://cms.test/api/articles?fields[0]=title&locale=fr',
    ])
  })

  it('on the wire, through a repository: context.meta reaches a write', async () => {
    const sent = wire('https://cms.test', { body: { data: { documentId: 'abc' } } })
    await createHttpRepository({ path: 'articles', dialect: strapiDialect({ populate: false }) })
      .updateItem('abc', { title: 'Salut' }, { viewResourceContext: {}, meta: { locale: 'fr' } })
    expect(sent[0]).toMatchObject({ method: 'PUT', url: 'https://cms.test/api/articles/abc?locale=fr', body: { data: { title: 'Salut' } } })
  })
})
