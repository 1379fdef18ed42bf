/** A stand-in for the `DataTransfer` of drag events (jsdom has none): typed data kept in a map. */
export function dataTransfer() {
  const data = new Map<string, string>()
  return {
    setData: (type: string, value: string) => { data.set(type, value) },
    getData: (type: string) => data.get(type) ?? '',
    get types() { return [...data.keys()] },
    effectAllowed: 'uninitialized',
    dropEffect: 'none',
  }
}
