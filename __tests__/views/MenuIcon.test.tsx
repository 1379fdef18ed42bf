import { render } from '@testing-library/react'
import { initialOf, MenuIcon } from '../../lib/views/MenuIcon'

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

describe('MenuIcon without an icon', () => {
  // Marks of one or two letters ("Ar", "Au", "E", "Ca", "Co") looked like placeholders: one letter for every entry.
  it.each([['Articles', 'A'], ['Authors', 'A'], ['Events', 'E'], ['Blog posts', 'B'], ['contacts', 'C']])('%s → %s', (label, mark) => {
    const { container } = render(<MenuIcon label={label} />)
    expect(container.querySelector('.atrium-icon--initials')).toHaveTextContent(new RegExp(`^${mark}$`))
  })
})
