/**
 * A new `Idempotency-Key` value: 128 random bits as 32 hex digits. `crypto.getRandomValues` works on any page
 * (`randomUUID` only on secure ones), so a key never depends on how the app is served.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
