// Compile-time checks, run by `tsc` (skipLibCheck false) in every fixture host: Atrium's types are
// precise on the host's versions of React, RTK and react-router, never `any`. An unused
// `@ts-expect-error` is itself an error, so each line below fails the check if the type loosens.
import { atriumReducers, createAtriumStore, type AtriumRootState, type Collection } from 'atrium'
import { books, notes, type Book } from './resources'
import { store, type RootState } from './store'

export function useTypedHooks() {
  const { data, error } = books.endpoints.list.useQuery({ page: 1, order: { title: 'asc' } })
  const first: Book | undefined = data?.items[0]
  const total: number | undefined = data?.total
  // @ts-expect-error a list's record has no field `nope`
  const nope = data?.items[0]?.nope
  // @ts-expect-error the list's data is a Collection<Book>, not a string
  const wrong: string | undefined = data
  const [create] = books.endpoints.create.useMutation()
  // @ts-expect-error `titel` is no field of Book
  void create({ data: { titel: 'typo' } })
  void create({ data: { title: 'Dune', pages: 412 } })
  const read = notes.endpoints.read.useQuery({ id: '1' })
  const noteTitle: string | undefined = read.data?.title
  return { first, total, nope, wrong, error, noteTitle }
}

export function storeTypes(state: RootState): Collection<Book> | undefined {
  const token: string | null = state.atrium.session.token
  const own: AtriumRootState = createAtriumStore({ persist: false }).getState()
  // @ts-expect-error state.atrium has no `nope` slice
  void state.atrium.nope
  void token
  void own
  void store
  void atriumReducers
  return undefined
}
