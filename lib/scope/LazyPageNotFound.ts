import { lazyPart } from '../network/lazyPart'

/** `PageNotFound`, loaded on demand: only a wrong address draws it, so its code stays out of the start chunk. */
export const PageNotFound = /* @__PURE__ */ lazyPart(() => import('./PageNotFound').then((module) => module.PageNotFound))
