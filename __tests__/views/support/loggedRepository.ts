import type { Repository } from '../../../lib/index'

/** One call a repository received: its method and arguments. */
export interface LoggedCall {
  method: keyof Repository<unknown>
  args: unknown[]
}

/** Wraps a repository so every call is logged, in order (the requests an API would see). */
export function loggedRepository<T>(inner: Repository<T>) {
  const calls: LoggedCall[] = []
  const log = <A extends unknown[], R>(method: LoggedCall['method'], call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      calls.push({ method, args })
      return call(...args)
    }
  const repository: Repository<T> = {
    getCollection: log('getCollection', inner.getCollection.bind(inner)),
    getItem: log('getItem', inner.getItem.bind(inner)),
    createItem: log('createItem', inner.createItem.bind(inner)),
    updateItem: log('updateItem', inner.updateItem.bind(inner)),
    removeItem: log('removeItem', inner.removeItem.bind(inner)),
  }
  return {
    repository,
    calls,
    /** The calls of one method, in order. */
    callsOf: (method: LoggedCall['method']) => calls.filter((call) => call.method === method),
  }
}
