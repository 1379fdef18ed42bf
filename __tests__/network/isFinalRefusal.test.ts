import { isFinalRefusal } from '../../lib/network/isFinalRefusal'

// Which failures a confirmation may offer to try again: the API's considered "no" (4xx) is final, save the ones about
// the session or the moment; no answer at all, a timeout or the server's own failure may mend.
describe('isFinalRefusal', () => {
  it.each<[string, unknown, boolean]>([
    ['400 bad request', { status: 400, detail: 'Bad' }, true],
    ['403 forbidden (your own account)', { status: 403, detail: 'You cannot delete your own account.' }, true],
    ['404 already gone', { status: 404 }, true],
    ['409 conflict (still used)', { status: 409, title: 'Conflict' }, true],
    ['422 invalid', { status: 422 }, true],
    ['401: sign in again and it may go through', { status: 401 }, false],
    ['408: the server timed out waiting', { status: 408 }, false],
    ['429: too many requests, later it may', { status: 429 }, false],
    ['500', { status: 500 }, false],
    ['503', { status: 503 }, false],
    ['no answer (status 0)', { status: 0, title: 'Network error' }, false],
    ['a status as a string', { status: '403' }, false],
    ['a TypeError from fetch', new TypeError('Failed to fetch'), false],
    ['undefined', undefined, false],
    ['a string', 'refused', false],
  ])('%s → %s', (_name, error, final) => {
    expect(isFinalRefusal(error)).toBe(final)
  })
})
