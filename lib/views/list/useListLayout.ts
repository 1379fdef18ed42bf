import { useCallback, useMemo } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { chooseLayout, type LayoutChoice } from '../../layouts/chooseLayout'
import type { ListLayout } from '../../layouts/listLayouts'
import { layoutChosen, selectRememberedLayout } from '../../../slices/preferencesSlice'

/** The layout drawn, and how to choose another. */
export interface ListLayoutChoice extends LayoutChoice {
  /** Chooses a layout: written to the URL and remembered for the resource. */
  choose(key: string): void
}

/**
 * Which layout a list draws (`chooseLayout`: the URL's, else the one
 * remembered for the resource with redux-persist, else the first). Choosing
 * writes the URL (through `writeUrl`) and remembers.
 */
export function useListLayout(
  resourceId: string,
  declared: readonly ListLayout[] | undefined,
  urlKey: string | undefined,
  writeUrl: (key: string) => void,
): ListLayoutChoice {
  const dispatch = useDispatch()
  const remembered = useSelector((state: unknown) => selectRememberedLayout(state, resourceId))
  const choice = useMemo(() => chooseLayout(declared, urlKey, remembered), [declared, urlKey, remembered])
  const choose = useCallback((key: string) => {
    writeUrl(key)
    dispatch(layoutChosen({ resource: resourceId, layout: key }))
  }, [dispatch, resourceId, writeUrl])
  return useMemo(() => ({ ...choice, choose }), [choice, choose])
}
