import type { EventSourceLike } from '../../lib/index'

/**
 * An EventSource double (jsdom has none): records every instance, and lets a
 * test open it, push messages and fail it. Pass it with
 * `configureAtrium({ realtime: { EventSource: FakeEventSource } })`.
 */
export class FakeEventSource implements EventSourceLike {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  /** Every source created since the last `reset`, in order. */
  static instances: FakeEventSource[] = []

  /** Forgets the recorded instances. */
  static reset(): void {
    FakeEventSource.instances = []
  }

  /** The sources not closed by their owner. */
  static live(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => !source.closed)
  }

  /** The one live source; fails the test when there is not exactly one. */
  static only(): FakeEventSource {
    const live = FakeEventSource.live()
    if (live.length !== 1) throw new Error(`expected exactly one live EventSource, found ${live.length}`)
    return live[0]
  }

  readyState = FakeEventSource.CONNECTING
  /** True once `close()` was called. */
  closed = false
  onopen: ((event: Event) => unknown) | null = null
  onmessage: ((event: MessageEvent) => unknown) | null = null
  onerror: ((event: Event) => unknown) | null = null

  constructor(readonly url: string, readonly init?: EventSourceInit) {
    FakeEventSource.instances.push(this)
  }

  /** The `topic` query parameters of the URL (Mercure). */
  get topics(): string[] {
    return new URL(this.url).searchParams.getAll('topic')
  }

  /** The `lastEventID` query parameter of the URL, if any (Mercure). */
  get lastEventID(): string | null {
    return new URL(this.url).searchParams.get('lastEventID')
  }

  close(): void {
    this.closed = true
    this.readyState = FakeEventSource.CLOSED
  }

  /** The server accepted the connection. */
  open(): void {
    this.readyState = FakeEventSource.OPEN
    this.onopen?.(new Event('open'))
  }

  /** The server sent an event; objects are sent as JSON. */
  emit(data: unknown, options: { lastEventId?: string } = {}): void {
    if (this.closed) throw new Error('emit on a closed EventSource')
    const text = typeof data === 'string' ? data : JSON.stringify(data)
    this.onmessage?.(new MessageEvent('message', { data: text, lastEventId: options.lastEventId ?? '' }))
  }

  /** The connection failed: `fatal` means the source gave up (readyState closed) instead of retrying itself. */
  fail(options: { fatal?: boolean } = {}): void {
    this.readyState = options.fatal ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING
    this.onerror?.(new Event('error'))
  }
}
