import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { atriumApi } from '../state/atriumApi'
import { connectionChanged, connectionClosed, connectionStatusChanged, remoteChangeKey, resourceReleased, type RealtimeConnectionStatus } from '../../slices/realtimeSlice'
import { getAtriumConfiguration } from '../config/configureAtrium'
import type { EndpointAction } from '../state/endpointAction'
import { getViewResource } from '../state/registry'
import type { ViewResource } from '../resource/ViewResource'
import { applyPushedChange } from './applyPushedChange'
import { createRealtimeConnection, type RealtimeConnection } from './createRealtimeConnection'
import { createThrottle, type Throttle } from './createThrottle'
import { getDiscoveredHub } from './mercureHub'
import { createLocalWrites } from './localWrites'
import { resolveCoalesceMs, resolveEventSource, type EventSourceConstructor } from './realtimeConfiguration'
import { matchCollection, readGenericChange, readMercureChange } from './realtimeMessage'

/** How one resource takes part in a connection. */
interface Member {
  resourceId: string
  /** Mercure: the collection IRI its topics derive from. */
  collectionIri?: string
  /** Generic: only messages with this `topic`. */
  topic?: string
}

interface Connection {
  url: string
  mercure: boolean
  link: RealtimeConnection
  members: Map<string, Member>
  status: RealtimeConnectionStatus
}

/** The realtime state of one store: its connections, waiting resources and coalescing timers. */
export interface RealtimeSession {
  /** The first view of a resource subscribed: connect it (or wait for its hub). */
  attach(resourceId: string): void
  /** The last view of a resource left: disconnect it, closing a connection nobody else uses. */
  detach(resourceId: string): void
  /** Whether some `realtime: true` resource waits for a response naming its hub. */
  isWaiting(): boolean
  /** Connects the waiting resources whose hub is now known. */
  retryWaiting(): void
  /**
   * Notes a write of a resource with a view mounted (its endpoint's pending,
   * fulfilled or rejected action): updates and deletes sent from this page, so
   * that their echo is not reported as a change made elsewhere.
   */
  noteMutation(write: EndpointAction): void
}

function ownWrite(write: EndpointAction): { resourceId: string; kind: 'update' | 'delete'; id: string } | undefined {
  const kind = write.endpoint
  const id = (write.arg as { id?: unknown } | undefined)?.id
  if ((kind !== 'update' && kind !== 'delete') || (typeof id !== 'string' && typeof id !== 'number')) return undefined
  return { resourceId: write.resourceId, kind, id: String(id) }
}

type Store = { dispatch: ThunkDispatch<unknown, unknown, UnknownAction>; getState(): unknown }

function topicsOf(connection: Connection): string[] {
  const topics = new Set<string>()
  for (const member of connection.members.values()) {
    if (connection.mercure && member.collectionIri) topics.add(member.collectionIri).add(`${member.collectionIri}/{id}`)
    else if (member.topic !== undefined) topics.add(member.topic)
  }
  return [...topics]
}

const warnedWithoutPath = new Set<string>()

/** Creates the realtime session of one store; nothing opens until a resource is attached. */
export function createRealtimeSession(store: Store): RealtimeSession {
  const connections = new Map<string, Connection>()
  const placement = new Map<string, Connection>()
  const waiting = new Set<string>()
  const throttles = new Map<string, Throttle>()
  const localWrites = createLocalWrites()
  // Resources with a view mounted (connected, waiting for their hub, or without an EventSource).
  const viewed = new Set<string>()

  const refreshLists = (resourceId: string) => {
    let throttle = throttles.get(resourceId)
    if (!throttle) {
      const refetch = () => { store.dispatch(atriumApi.util.invalidateTags([{ type: resourceId, id: 'LIST' }])) }
      throttle = createThrottle(refetch, resolveCoalesceMs(getAtriumConfiguration().realtime))
      throttles.set(resourceId, throttle)
    }
    throttle.request()
  }
  const target = { dispatch: store.dispatch, getState: store.getState, refreshLists, localWrites }

  const publish = (connection: Connection) => {
    store.dispatch(connectionChanged({
      url: connection.url, topics: topicsOf(connection), resources: [...connection.members.keys()], status: connection.status,
    }))
  }

  const reopen = (connection: Connection) => {
    connection.status = 'connecting'
    publish(connection)
    connection.link.open(topicsOf(connection))
  }

  // A pushed message is data from the network: whatever it holds, it must not throw out of the EventSource's handler.
  const receive = (connection: Connection, event: MessageEvent) => {
    try {
      receiveChange(connection, event)
    } catch (error) {
      if (process.env.NODE_ENV !== 'production') console.warn(`Atrium: a message pushed by ${connection.url} was ignored:`, error)
    }
  }

  const receiveChange = (connection: Connection, event: MessageEvent) => {
    if (connection.mercure) {
      const change = readMercureChange(event.data)
      const member = change?.iri ? matchCollection(change.iri, connection.members.values()) : undefined
      const resource = member && getViewResource(member.resourceId)
      if (change && resource) applyPushedChange(resource, change, target)
      return
    }
    const change = readGenericChange(event.data)
    if (!change) return
    const named = change.resource === undefined ? undefined : getViewResource(change.resource)?.id ?? change.resource
    const members = [...connection.members.values()]
    const claimed = new Set(members.map((member) => member.topic))
    for (const member of members) {
      if (named !== undefined && named !== member.resourceId) continue
      // A resource with a topic takes that topic only; one without takes every topic no other resource here claims.
      if (member.topic !== undefined ? change.topic !== member.topic : change.topic !== undefined && claimed.has(change.topic)) continue
      const resource = getViewResource(member.resourceId)
      if (resource) applyPushedChange(resource, change, target)
    }
  }

  const join = (resource: ViewResource<unknown>, url: string, mercure: boolean, member: Member, EventSource: EventSourceConstructor) => {
    let connection = connections.get(url)
    if (!connection) {
      const created: Connection = {
        url, mercure, members: new Map(), status: 'connecting',
        link: createRealtimeConnection({
          url, mercure, EventSource,
          onMessage: (event) => receive(created, event),
          onStatus: (status) => {
            created.status = status
            store.dispatch(connectionStatusChanged({ url, status }))
          },
        }),
      }
      connection = created
      connections.set(url, connection)
    }
    connection.members.set(resource.id, member)
    placement.set(resource.id, connection)
    // A generic source filters topics here, so only its first member opens it; Mercure topics go to the hub.
    if (mercure || connection.members.size === 1) reopen(connection)
    else publish(connection)
  }

  const attach = (resourceId: string) => {
    viewed.add(resourceId)
    const resource = getViewResource(resourceId)
    const realtime = resource?.options.realtime
    if (!resource || !realtime || placement.has(resource.id)) return
    const EventSource = resolveEventSource(getAtriumConfiguration().realtime)
    if (!EventSource) return
    if (typeof realtime === 'object') {
      join(resource, realtime.url, false, { resourceId: resource.id, topic: realtime.topic }, EventSource)
      return
    }
    const path = resource.options.path
    if (path === undefined) {
      if (process.env.NODE_ENV !== 'production' && !warnedWithoutPath.has(resource.id)) {
        warnedWithoutPath.add(resource.id)
        console.warn(`Atrium: resource '${resource.id}' has \`realtime: true\` but no \`path\`: Mercure topics are the IRIs under its path. Give it a path, or \`realtime: { url }\` for another source.`)
      }
      return
    }
    const hub = getDiscoveredHub(path)
    if (!hub) {
      waiting.add(resource.id)
      return
    }
    waiting.delete(resource.id)
    join(resource, hub.hub, true, { resourceId: resource.id, collectionIri: hub.collectionIri }, EventSource)
  }

  const detach = (resourceId: string) => {
    viewed.delete(resourceId)
    waiting.delete(resourceId)
    throttles.get(resourceId)?.cancel()
    throttles.delete(resourceId)
    localWrites.forget(resourceId)
    const connection = placement.get(resourceId)
    placement.delete(resourceId)
    if (connection) {
      connection.members.delete(resourceId)
      if (connection.members.size === 0) {
        connection.link.close()
        connections.delete(connection.url)
        store.dispatch(connectionClosed({ url: connection.url }))
      } else if (connection.mercure) reopen(connection)
      else publish(connection)
    }
    store.dispatch(resourceReleased({ resourceId }))
  }

  return {
    attach,
    detach,
    isWaiting: () => waiting.size > 0,
    retryWaiting: () => {
      for (const resourceId of [...waiting]) attach(resourceId)
    },
    noteMutation: (called) => {
      const write = ownWrite(called)
      if (!write || !viewed.has(write.resourceId)) return
      const key = remoteChangeKey(write.resourceId, write.id)
      if (called.phase === 'pending') localWrites.started(key)
      else if (called.phase === 'rejected') localWrites.ended(key, undefined)
      else {
        const stored = called.payload
        localWrites.ended(key, write.kind === 'delete' ? 'deleted' : typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : undefined)
      }
    },
  }
}
