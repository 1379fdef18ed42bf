import { createViewResource } from '../../lib/index'

/** A note kept in the browser (no API needed). */
export interface Note {
  id: string
  title: string
  body?: string
}

/** Notes live in localStorage, so they survive a reload without any server. */
export const notes = createViewResource<Note>('notes', {
  storage: 'local',
  titleField: 'title',
  form: {
    inputs: {
      title: { type: 'text', required: true, label: 'Title' },
      body: { type: 'textarea', label: 'Body' },
    },
  },
})
