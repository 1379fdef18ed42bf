// jsdom has no fetch/Request/Response/Headers; RTK Query needs them, so they are
// copied from Node. MessageChannel is deliberately NOT copied: Jest would never exit.
const JSDOMEnvironment = require('jest-environment-jsdom').default ?? require('jest-environment-jsdom')

class AtriumEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args)
    const names = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal',
      'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone', 'FormData', 'Blob']
    for (const name of names) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name]
    }
  }
}

module.exports = AtriumEnvironment
