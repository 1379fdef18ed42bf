import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { userDataCleared } from './sessionSlice'

/** Where one realtime connection stands. */
export type RealtimeConnectionStatus = 'connecting' | 'open' | 'reconnecting'

/** One live `EventSource`: a Mercure hub, or a generic Server-Sent Events URL. */
export interface RealtimeConnectionState {
  /** Mercure topics subscribed to (for a generic source: the `topic` filters of its resources, if any). */
  topics: string[]
  /** Ids of the resources the connection serves. */
  resources: string[]
  /** `'connecting'` until the source opens; `'reconnecting'` after an error, until it opens again. */
  status: RealtimeConnectionStatus
}

/** `state.atrium.realtime`. */
export interface RealtimeState {
  /** Live connections, by hub URL (Mercure) or source URL (generic). */
  connections: Record<string, RealtimeConnectionState>
  /** When a pushed change of a record last arrived (ms since epoch), by `${resourceId}:${id}`. */
  remoteChanges: Record<string, number>
}

/** The key of a record in `remoteChanges`. */
export function remoteChangeKey(resourceId: string, id: string): string {
  return `${resourceId}:${id}`
}

const initialState: RealtimeState = { connections: {}, remoteChanges: {} }

/** A view of `resourceId` that wants pushed changes mounted (dispatched by `useRealtime`). */
export const realtimeSubscribed = /* @__PURE__ */ createAction<{ resourceId: string }>('atrium/realtime/subscribed')
/** That view unmounted; the last one leaving closes the resource's connection. */
export const realtimeUnsubscribed = /* @__PURE__ */ createAction<{ resourceId: string }>('atrium/realtime/unsubscribed')

/** Connections and pushed changes, written by the realtime listener so DevTools shows them. */
export const realtimeSlice = /* @__PURE__ */ createSlice({
  name: 'atrium/realtime',
  initialState,
  reducers: {
    /** A connection opened, or was reopened with other topics. */
    connectionChanged(state, action: PayloadAction<{ url: string } & RealtimeConnectionState>) {
      const { url, ...connection } = action.payload
      state.connections[url] = connection
    },
    /** The source opened, or failed and retries. */
    connectionStatusChanged(state, action: PayloadAction<{ url: string; status: RealtimeConnectionStatus }>) {
      const connection = state.connections[action.payload.url]
      if (connection) connection.status = action.payload.status
    },
    /** The last resource of a connection left: it was closed. */
    connectionClosed(state, action: PayloadAction<{ url: string }>) {
      delete state.connections[action.payload.url]
    },
    /** Another client changed (or deleted) a record. */
    remoteChangeReceived(state, action: PayloadAction<{ resourceId: string; id: string; at: number }>) {
      const { resourceId, id, at } = action.payload
      state.remoteChanges[remoteChangeKey(resourceId, id)] = at
    },
    /** The last view of a resource left: no open form can ask about its records any more. */
    resourceReleased(state, action: PayloadAction<{ resourceId: string }>) {
      const prefix = `${action.payload.resourceId}:`
      for (const key of Object.keys(state.remoteChanges)) if (key.startsWith(prefix)) delete state.remoteChanges[key]
    },
  },
  extraReducers: (builder) => {
    // Pushed changes tell about the previous user's records: they go with them (connections stay, the listener owns them).
    builder.addCase(userDataCleared, (state) => { state.remoteChanges = {} })
  },
})

/** Action creators: `atrium/realtime/connectionChanged`, `…/connectionStatusChanged`, `…/connectionClosed`, `…/remoteChangeReceived`, `…/resourceReleased`. */
export const { connectionChanged, connectionStatusChanged, connectionClosed, remoteChangeReceived, resourceReleased } = realtimeSlice.actions

/** `state.atrium.realtime` of a root state, if there. */
export function selectRealtime(state: unknown): RealtimeState | undefined {
  return (state as { atrium?: { realtime?: RealtimeState } }).atrium?.realtime
}
