import { ApiError, isApiError, toApiErrorData } from '../../lib/errors/ApiError'

describe('ApiError', () => {
  it('keeps status, title, detail and violations, and serialises to a plain object', () => {
    const error = new ApiError({ status: 422, title: 'Invalid', detail: 'title: too short', violations: [{ propertyPath: 'title', message: 'too short' }] })
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toBe('title: too short')
    expect(toApiErrorData(error)).toEqual({ name: 'ApiError', status: 422, title: 'Invalid', detail: 'title: too short', violations: [{ propertyPath: 'title', message: 'too short' }] })
    expect(JSON.parse(JSON.stringify(error))).toEqual(error.toJSON())
  })

  it.each([
    [new TypeError('x is undefined'), { name: 'ApiError', status: 0, title: 'TypeError', detail: 'x is undefined' }],
    ['plain string', { name: 'ApiError', status: 0, detail: 'plain string' }],
    [undefined, { name: 'ApiError', status: 0, detail: 'Unknown error' }],
    [Object.assign(new Error('gone'), { status: 410 }), { name: 'ApiError', status: 410, title: 'Error', detail: 'gone' }],
  ])('turns %p into a readable ApiErrorData', (thrown, expected) => {
    expect(toApiErrorData(thrown)).toEqual(expected)
    expect(isApiError(toApiErrorData(thrown))).toBe(true)
  })
})
