import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type { AtriumRuntime } from '../lib/state/atriumRuntime'

/** Listener middleware with Atrium's runtime as `extra`: what every listener concern registers itself on. */
export type AtriumListenerMiddleware = ListenerMiddlewareInstance<unknown, ThunkDispatch<unknown, unknown, UnknownAction>, AtriumRuntime>
