import { createListenerMiddleware } from '@reduxjs/toolkit'
import type { AtriumRuntime } from '../lib/state/atriumRuntime'
import { startAuthorization } from './authorization'
import { startDeletedRecords } from './deletedRecords'
import { startPersistenceCheck } from './persistence'
import { startPublication } from './publication'
import { startRecordLists } from './recordLists'
import { startRealtime } from './realtime'
import { startTabChanges } from './tabChanges'
import { startUnauthorized } from './unauthorized'
import type { AtriumListenerMiddleware } from './types'
import { startUserChange } from './userChange'
import { startViewReads } from './viewReads'

/**
 * One listener concern per file; each registers itself on a fresh listener middleware per store.
 * The persistence check only warns in development: production builds drop it.
 */
const concerns: ReadonlyArray<(listeners: AtriumListenerMiddleware) => void> = [
  startAuthorization, startDeletedRecords, startPublication, startRealtime, startRecordLists, startTabChanges, startUnauthorized, startUserChange, startViewReads,
  ...(process.env.NODE_ENV !== 'production' ? [startPersistenceCheck] : []),
]

/** Creates the listener middleware of one store, with every Atrium listener started on it. */
export function createAtriumListeners(runtime: AtriumRuntime): AtriumListenerMiddleware {
  const listeners = createListenerMiddleware({ extra: runtime }) as unknown as AtriumListenerMiddleware
  for (const start of concerns) start(listeners)
  return listeners
}
