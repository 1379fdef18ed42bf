import type { QuotaUsage } from '../../lib/index'

/** Drawn instead of the bookmark form once the user has as many bookmarks as the API allows. */
export function QuotaReached({ usage }: { usage: QuotaUsage }) {
  return (
    <section className="demo-quota" role="status">
      <h2>Bookmark limit reached</h2>
      <p>You have {usage.used} of {usage.limit} bookmarks. Delete one to add another.</p>
    </section>
  )
}
