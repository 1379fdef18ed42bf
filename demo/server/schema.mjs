// The demo database's tables. Bump SCHEMA_VERSION whenever they change: a data
// folder made by another version is then rebuilt and reseeded instead of
// failing on a missing column.

export const SCHEMA_VERSION = 2

export const SCHEMA_SQL = `
create table meta (key text primary key, value text not null);

create table users (
  id serial primary key,
  username text not null unique,
  email text not null,
  roles text not null default 'ROLE_USER',
  password_hash text,
  -- Bumped when the user is renamed or their password or roles change: tokens carrying an older one are refused.
  token_version integer not null default 0
);

create table authors (
  id serial primary key,
  name text not null,
  email text not null,
  bio text
);

create table categories (
  id serial primary key,
  name text not null,
  color text not null
);

create table articles (
  id serial primary key,
  title text not null,
  body text,
  status text not null,
  author_id integer not null references authors (id),
  views integer default 0,
  tags text[] not null default '{}',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  website text
);
create index articles_author on articles (author_id);

create table events (
  id serial primary key,
  title text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  location text
);

create table tasks (
  id serial primary key,
  title text not null,
  assignee text,
  start_date date not null,
  end_date date not null,
  status text not null,
  team text
);

create table bookmarks (
  id serial primary key,
  owner text not null,
  title text not null,
  url text not null
);

-- The second backend's (json-server style, /rest/contacts) only table.
create table contacts (
  id serial primary key,
  name text not null,
  email text,
  phone text,
  company text,
  city text,
  created_at timestamptz not null default now()
);

-- Tokens signed out before they expire (POST /api/logout), by their jti.
create table revoked_tokens (
  jti text primary key,
  expires_at timestamptz not null
);
`
