import fc from 'fast-check'

/** An HTTP answer handed to the repository by a fake `fetch`. */
export interface FakeAnswer {
  /** Which family of malformation produced it, for failure messages. */
  kind: string
  status: number
  headers: Record<string, string>
  text: string
  /** The body stream breaks while being read. */
  unreadable?: boolean
}

/** How a dialect shapes a correct list answer; used to build near-misses around it. */
export interface ListShape {
  /** 'array': the body is the list; otherwise the key of the list inside an envelope object. */
  list: 'array' | { key: string; alsoArray: boolean }
  /** Builds a correct answer around `items`, with `total` where the dialect puts it. */
  valid(items: unknown[], total: number): { text: string; headers: Record<string, string> }
  /** Puts a raw total (any JSON text, or header text) where the dialect reads it. */
  withTotal(items: unknown[], rawTotal: string): { text: string; headers: Record<string, string> }
}

const successStatuses = [200, 201, 203, 206] as const
const failureStatuses = [301, 304, 400, 401, 403, 404, 405, 406, 409, 415, 418, 422, 429, 500, 502, 503, 504] as const
const contentTypes = ['application/json', 'application/ld+json', 'text/html; charset=utf-8', 'text/plain', 'application/problem+json', ''] as const

const status = fc.oneof(fc.constantFrom(...successStatuses), fc.constantFrom(...failureStatuses))
const contentType = fc.constantFrom(...contentTypes)
const headersOf = (type: string): Record<string, string> => (type ? { 'content-type': type } : {})

const record = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 })
  .map((value) => ({ id: 1, ...value }))
const records = fc.array(record, { maxLength: 4 })
/** Anything JSON that is not an object: the wrong type for a record or an envelope. */
const scalar = fc.oneof(fc.constant(null), fc.boolean(), fc.double(), fc.integer(), fc.string({ maxLength: 20 }))
/** Numbers a count must not be: fractional, negative, unsafe or beyond a double (`1e400` parses to Infinity). */
const badTotal = fc.oneof(
  fc.constantFrom('1e400', '-1', '1.5', '9007199254740993', '123456789012345678901234567890', '"12"', 'true', '{}', '[]', '-0.5', '"NaN"'),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isSafeInteger(value) || value < 0).map((value) => JSON.stringify(value)),
)

const htmlPage = fc.record({ code: fc.constantFrom(...failureStatuses, 200), words: fc.string({ maxLength: 300 }) }).map(({ code, words }) =>
  `<!DOCTYPE html><html><head><title>${code} Error</title><style>body{color:red}</style><script>var x = "<b>";</script></head>` +
  `<body><h1>${code} Error</h1><p>${words.replace(/[<>]/g, '')}</p></body></html>`)

/**
 * Malformed list answers for a dialect: empty bodies, HTML error pages,
 * truncated JSON, bodies of the wrong type, missing or wrong envelopes,
 * `null`s, bad or huge totals, lists of non-records, unreadable streams, and
 * failures with any body. None of them is a correct list answer.
 */
export function malformedListAnswer(shape: ListShape): fc.Arbitrary<FakeAnswer> {
  const kinds: Array<fc.Arbitrary<FakeAnswer>> = [
    fc.record({ status, type: contentType, text: fc.constantFrom('', ' ', '\n\t') })
      .map(({ status: code, type, text }) => ({ kind: 'empty body', status: code, headers: headersOf(type), text })),
    fc.record({ status, page: htmlPage })
      .map(({ status: code, page }) => ({ kind: 'HTML page', status: code, headers: headersOf('text/html'), text: page })),
    fc.record({ status, type: contentType, items: records, total: fc.nat(), cut: fc.double({ min: 0, max: 1, noNaN: true }) })
      .map(({ status: code, type, items, total, cut }) => {
        const { text } = shape.valid(items, total)
        const length = Math.min(text.length - 1, Math.floor(text.length * cut))
        return { kind: 'truncated JSON', status: code, headers: headersOf(type), text: text.slice(0, Math.max(1, length)) }
      }),
    fc.record({ status, type: contentType, value: scalar })
      .map(({ status: code, type, value }) => ({ kind: 'wrong type (scalar)', status: code, headers: headersOf(type), text: JSON.stringify(value) })),
    fc.record({ status, type: contentType, items: fc.array(scalar, { minLength: 1, maxLength: 4 }), at: fc.nat(), ok: records })
      .map(({ status: code, type, items, at, ok }) => {
        const mixed: unknown[] = [...ok]
        mixed.splice(at % (ok.length + 1), 0, ...items)
        const { text, headers } = shape.valid(mixed, mixed.length)
        return { kind: 'list of non-records', status: code, headers: { ...headersOf(type), ...headers }, text }
      }),
    fc.record({ status, items: records, raw: badTotal }).map(({ status: code, items, raw }) => {
      const { text, headers } = shape.withTotal(items, raw)
      return { kind: 'bad total', status: code, headers: { 'content-type': 'application/json', ...headers }, text }
    }),
    fc.record({ status, type: contentType, text: fc.string({ maxLength: 40 }) })
      .map(({ status: code, type, text }) => ({ kind: 'unreadable body', status: code, headers: headersOf(type), text, unreadable: true })),
    fc.record({ status: fc.constantFrom(...failureStatuses), type: contentType, body: fc.jsonValue({ maxDepth: 3 }) })
      .map(({ status: code, type, body }) => ({ kind: 'failure with any JSON', status: code, headers: headersOf(type), text: JSON.stringify(body) })),
  ]
  const list = shape.list
  if (list === 'array') {
    // An object where an array is expected, `null` included.
    kinds.push(fc.record({ status, type: contentType, body: fc.oneof(record, fc.constant(null)) })
      .map(({ status: code, type, body }) => ({ kind: 'object instead of array', status: code, headers: headersOf(type), text: JSON.stringify(body) })))
  } else {
    const { key, alsoArray } = list
    const other = fc.dictionary(fc.string({ maxLength: 10 }).filter((name) => name !== key && !name.includes(key)), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 })
    kinds.push(
      fc.record({ status, type: contentType, body: other })
        .map(({ status: code, type, body }) => ({ kind: 'missing envelope', status: code, headers: headersOf(type), text: JSON.stringify(body) })),
      fc.record({ status, type: contentType, body: other, value: fc.oneof(scalar, record) })
        .map(({ status: code, type, body, value }) => ({
          kind: 'envelope of the wrong type', status: code, headers: headersOf(type), text: JSON.stringify({ ...body, [key]: value }),
        })),
    )
    if (!alsoArray) {
      kinds.push(fc.record({ status, type: contentType, items: records })
        .map(({ status: code, type, items }) => ({ kind: 'bare array instead of envelope', status: code, headers: headersOf(type), text: JSON.stringify(items) })))
    }
  }
  return fc.oneof(...kinds)
}

/** A fake `fetch` answering `answer` (a minimal Response: status, headers, text()). */
export function fetchAnswering(answer: FakeAnswer): typeof fetch {
  return (async () => ({
    status: answer.status,
    ok: answer.status >= 200 && answer.status < 300,
    headers: new Headers(answer.headers),
    text: async () => {
      if (answer.unreadable) throw new TypeError('terminated')
      return answer.text
    },
  })) as unknown as typeof fetch
}

/**
 * Why `detail` is not readable, or `undefined` when it is: a non-empty
 * sentence, no raw objects, no markup from an HTML page, and not much longer
 * than what the server sent.
 */
export function unreadableDetail(detail: unknown, answer: FakeAnswer): string | undefined {
  if (typeof detail !== 'string') return `detail is ${typeof detail}`
  if (detail.trim() === '') return 'detail is empty'
  if (/\[object \w+\]/.test(detail)) return `detail shows a raw object: ${detail}`
  for (const word of ['undefined', 'NaN']) {
    const sent = answer.text + Object.values(answer.headers).join(' ')
    if (detail.includes(word) && !sent.includes(word)) return `detail shows ${word}: ${detail}`
  }
  if (answer.kind === 'HTML page' && /<\/?[a-z][^>]*>/i.test(detail)) return `detail carries markup: ${detail}`
  if (detail.length > 600 + answer.text.length) return `detail is ${detail.length} characters long`
  return undefined
}
