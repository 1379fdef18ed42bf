// Word lists the seed draws realistic-looking demo data from.

export const FIRST_NAMES = [
  'Ada', 'Amir', 'Anna', 'Bruno', 'Camille', 'Chen', 'Dara', 'Diego', 'Elena', 'Emeka', 'Fatima', 'Felix',
  'Grace', 'Hana', 'Hugo', 'Ines', 'Ivan', 'Jonas', 'Julia', 'Kai', 'Leila', 'Lucas', 'Maya', 'Mei',
  'Nadia', 'Noah', 'Olga', 'Omar', 'Priya', 'Rafael', 'Rosa', 'Sami', 'Sofia', 'Tariq', 'Ulla', 'Victor',
  'Wen', 'Yara', 'Yusuf', 'Zoe',
]

export const LAST_NAMES = [
  'Almeida', 'Baker', 'Berger', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Haddad', 'Ivanova',
  'Jensen', 'Kowalski', 'Laurent', 'Moreau', 'Nakamura', 'Novak', 'Okafor', 'Petrov', 'Quinn', 'Rossi',
  'Santos', 'Schmidt', 'Tanaka', 'Umar', 'Varga', 'Weber', 'Xu', 'Yilmaz', 'Zhang', 'Lindqvist',
]

export const TOPICS = [
  'caching', 'accessibility', 'forms', 'pagination', 'offline mode', 'dark mode', 'search', 'testing',
  'state management', 'routing', 'performance', 'security', 'onboarding', 'analytics', 'localisation',
  'design tokens', 'error handling', 'realtime updates', 'data tables', 'permissions', 'bulk editing',
  'image uploads', 'notifications', 'dashboards', 'keyboard shortcuts', 'migrations', 'feature flags',
]

export const TITLE_PATTERNS = [
  'A practical guide to {topic}',
  'What we learned about {topic}',
  'Rethinking {topic} for small teams',
  '{Topic} in ten minutes',
  'Why {topic} matters more than you think',
  'The hidden cost of {topic}',
  'Notes on {topic} from the field',
  '{Topic}: common mistakes and fixes',
  'Scaling {topic} without tears',
  'A checklist for {topic}',
  'Measuring {topic} properly',
  'Getting started with {topic}',
]

export const SENTENCE_WORDS = [
  'team', 'reader', 'release', 'feature', 'question', 'answer', 'screen', 'record', 'page', 'list', 'update',
  'change', 'review', 'draft', 'server', 'client', 'query', 'cache', 'detail', 'field', 'value', 'week',
  'plan', 'result', 'problem', 'choice', 'default', 'example', 'pattern', 'habit', 'tool', 'workflow',
  'quickly', 'carefully', 'often', 'rarely', 'always', 'clearly', 'simple', 'small', 'useful', 'honest',
  'shows', 'keeps', 'makes', 'needs', 'helps', 'changes', 'breaks', 'explains', 'follows', 'saves',
]

export const TAGS = ['react', 'redux', 'ux', 'api', 'testing', 'a11y', 'performance', 'security', 'design', 'ops', 'data', 'howto']

export const EVENT_TITLES = [
  'Team sync', 'Sprint planning', 'Release review', 'Design critique', 'Customer interview', 'Retrospective',
  'Editorial meeting', 'Security review', 'Lunch and learn', 'Board meeting', 'Hiring panel', 'Roadmap workshop',
  'Office hours', 'Launch rehearsal', 'Quarterly review',
]

export const LOCATIONS = ['Room Ada', 'Room Turing', 'Room Hopper', 'Main hall', 'Video call', 'Lisbon office', 'Berlin office', 'Cafe corner']

export const TASK_VERBS = ['Draft', 'Review', 'Ship', 'Fix', 'Design', 'Plan', 'Test', 'Document', 'Migrate', 'Clean up']

export const TEAMS = ['Platform', 'Design', 'Content', 'Growth']

export const CATEGORIES = [
  ['News', '#2563eb'], ['Guides', '#16a34a'], ['Opinion', '#db2777'], ['Releases', '#ea580c'],
  ['Interviews', '#7c3aed'], ['Events', '#0891b2'], ['Research', '#65a30d'], ['Culture', '#ca8a04'],
]

export const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay', 'Stark', 'Wayne', 'Tyrell', 'Soylent']

export const CITIES = ['Lisbon', 'Berlin', 'Lagos', 'Osaka', 'Lyon', 'Austin', 'Krakow', 'Montreal', 'Nairobi', 'Seoul']

export const BOOKMARK_SITES = [
  ['Redux Toolkit', 'https://redux-toolkit.js.org/'],
  ['RTK Query overview', 'https://redux-toolkit.js.org/rtk-query/overview'],
  ['React documentation', 'https://react.dev/'],
  ['API Platform', 'https://api-platform.com/'],
  ['Mercure protocol', 'https://mercure.rocks/'],
  ['MDN: Server-sent events', 'https://developer.mozilla.org/docs/Web/API/Server-sent_events'],
  ['PGlite', 'https://pglite.dev/'],
]
