-- The private cleaning and validation helpers every table constraint and function uses.
-- Schema private is outside the API, so PostgREST never exposes it.
-- Runs unchanged on PostgreSQL 15, Supabase (17) and PGlite (18): nothing newer than 15 here.

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

create schema if not exists private;
revoke all on schema private from public;

-- Trims every kind of blank and turns blank into null. Blank: [:space:] plus no-break, Ogham,
-- en/em/thin spaces, zero-width space/joiners, line and paragraph separators, narrow no-break,
-- medium math space, ideographic space, word joiner and BOM (what a phone keyboard or a paste
-- can bring).
create function private.clean(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(
    pg_catalog.regexp_replace(
      p_value,
      '^[[:space:]\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+|[[:space:]\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+$',
      '',
      'g'
    ),
    ''
  )
$$;

-- The table constraints' email check. The guest functions ask more (private.is_plain_email); the
-- constraints stay looser so no stored row fails its next update when a function gets stricter.
create function private.is_email(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value is not null
    and pg_catalog.char_length(p_value) <= 254
    and p_value ~ '^[^@[:space:]<>(),;:"]+@[^@[:space:]<>(),;:"]+\.[^@[:space:]<>(),;:".]{2,}$'
$$;

-- A stricter email for the guest functions: no dot at either end of a part, never two in a row,
-- no label starting or ending with a hyphen (what the browser's forms and Stripe accept).
create function private.is_plain_email(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.is_email(p_value)
    and p_value !~ '^\.|\.\.|\.@|@\.|@[^@]*\.-|-\.'
$$;

-- Digits, spaces and + ( ) . - only, with 8 to 15 digits: a Brazilian number with area code or an
-- international one.
create function private.is_phone(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value is not null
    and pg_catalog.char_length(p_value) <= 30
    and p_value ~ '^[0-9+(). -]+$'
    and pg_catalog.char_length(pg_catalog.regexp_replace(p_value, '[^0-9]', '', 'g')) between 8 and 15
$$;

-- Non-blank and already trimmed (the functions trim), within a length limit. Null passes, so
-- nullable columns can use it; not null does the rest.
create function private.is_trimmed(p_value text, p_max integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value ~ '^[^[:space:]]' and p_value ~ '[^[:space:]]$'
    and pg_catalog.char_length(p_value) <= p_max
$$;

-- A text as a reader sees it (case and runs of blanks ignored), for the message spam guard.
create function private.as_read(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.lower(pg_catalog.regexp_replace(
    p_value, '[[:space:]\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+', ' ', 'g'
  ))
$$;

revoke execute on all functions in schema private from public;
