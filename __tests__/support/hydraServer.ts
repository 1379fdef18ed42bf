/** A record of the fake Hydra API. */
export type HydraRecord = { '@id': string; '@type': string; id: number; title: string }

/** A JSON-LD record of collection `name` (`/api/{name}/{id}`). */
export function hydraRecord(name: string, id: number, title: string): HydraRecord {
  return { '@id': `/api/${name}/${id}`, '@type': name, id, title }
}

/**
 * A fake API Platform answering at `https://api.test/api/{collection}[/{id}]`
 * with a Mercure `Link` header on every response; records each request.
 */
export function hydraServer(collections: Record<string, HydraRecord[]>, link: string | null = '</.well-known/mercure>; rel="mercure"') {
  const requests: string[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input))
    const method = init?.method ?? 'GET'
    requests.push(`${method} ${url.pathname}${url.search}`)
    const [, , name, id] = url.pathname.split('/')
    const rows = collections[name] ?? []
    const headers: Record<string, string> = { 'Content-Type': 'application/ld+json' }
    if (link) headers.Link = link
    const answer = (body: unknown, status = 200) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers })
    if (id === undefined) return answer({ member: rows, totalItems: rows.length })
    const index = rows.findIndex((row) => String(row.id) === id)
    if (index < 0) return answer({ title: 'Not Found' }, 404)
    if (method === 'PATCH') Object.assign(rows[index], JSON.parse(String(init?.body)))
    if (method === 'DELETE') {
      rows.splice(index, 1)
      return answer(undefined, 204)
    }
    return answer(rows[index])
  }
  /** How many list requests of a collection were made. */
  const listRequests = (name: string) => requests.filter((request) => request.startsWith(`GET /api/${name}?`) || request === `GET /api/${name}`).length
  return { fetch, requests, listRequests, collections }
}
