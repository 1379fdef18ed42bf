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
 * writes the URL (through `writeUrl`) and remembers. A list under a record (`remember` false: a record's tab) keeps
 * its layout to itself, as its filter and sort: it neither draws the one chosen on the resource's own list (an
 * author's articles were drawn as the board last chosen on Articles) nor changes it.
 */
export function useListLayout(
  resourceId: string,
  declared: readonly ListLayout[] | undefined,
  urlKey: string | undefined,
  writeUrl: (key: string) => void,
  remember = true,
): ListLayoutChoice {
  const dispatch = useDispatch()
  const remembered = useSelector((state: unknown) => (remember ? selectRememberedLayout(state, resourceId) : undefined))
  const choice = useMemo(() => chooseLayout(declared, urlKey, remembered), [declared, urlKey, remembered])
  const choose = useCallback((key: string) => {
    writeUrl(key)
    if (remember) dispatch(layoutChosen({ resource: resourceId, layout: key }))
  }, [dispatch, resourceId, writeUrl, remember])
  return useMemo(() => ({ ...choice, choose }), [choice, choose])
}
