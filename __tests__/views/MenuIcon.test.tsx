import { render } from '@testing-library/react'
import { initialOf, marksOf, MenuIcon } from '../../lib/views/MenuIcon'

describe('initialOf', () => {
  it.each([
    ['Articles', 'A'],
    ['blog posts', 'B'],
    ['  users', 'U'],
    ['élan', 'É'],
    ['😀 Smiles', '😀'],
    ['', ''],
  ])('%j → %j', (label, initial) => {
    expect(initialOf(label)).toBe(initial)
  })
})

describe('MenuIcon', () => {
  it('draws an entry without an icon as its initial, hidden from assistive technology', () => {
    const { container } = render(<MenuIcon label="Categories" />)
    const mark = container.querySelector('.atrium-icon--initials')
    expect(mark).toHaveTextContent(/^C$/)
    expect(mark).toHaveAttribute('aria-hidden', 'true')
  })

  it('draws nothing without an icon or a label', () => {
    expect(render(<MenuIcon />).container).toBeEmptyDOMElement()
  })
})

describe('marksOf', () => {
  it.each([
    [['Articles', 'Authors', 'Events'], ['Ar', 'Au', 'E']],
    [['Categories', 'Contacts', 'Tasks'], ['Ca', 'Co', 'T']],
    [['Blog posts', 'Books'], ['BP', 'Bo']],
    [['Notes', 'Nodes'], ['No', 'Nd']],
    [['Users'], ['U']],
    [['Tags', 'Tags'], ['Ta', 'Tg']],
    [[], []],
  ])('%j → %j', (labels, marks) => {
    expect(marksOf(labels)).toEqual(marks)
  })

  it('gives entries sharing an initial marks no other entry has', () => {
    const labels = ['Articles', 'Authors', 'Accounts', 'Archive', 'Aa', 'A b']
    const marks = marksOf(labels)
    expect(new Set(marks).size).toBe(labels.length)
  })
})

describe('MenuIcon with a mark', () => {
  it('draws the given mark instead of the initial', () => {
    const { container } = render(<MenuIcon label="Authors" mark="Au" />)
    expect(container.querySelector('.atrium-icon--initials')).toHaveTextContent(/^Au$/)
  })
})
