-- The private cleaning and validation helpers every table constraint and function uses.
-- Schema private is outside the API, so PostgREST never exposes it.
-- Runs unchanged on PostgreSQL 15, Supabase (17) and PGlite (18): nothing newer than 15 here.

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

create schema if not exists private;
revoke all on schema private from public;

-- The one text rule of the site (docs/product.md §5), the same in the browser and the payment
-- function: src/lib/text.ts lists the code points, and tests/unit/text.test.ts checks that the
-- three character classes below are exactly the ones generated from its lists.
-- Invisible: every Unicode space, every control character, every default-ignorable code point
-- (zero-width and bidi marks, Hangul fillers, soft hyphen, variation selectors, tags…) and the
-- Braille blank. Each function returns the inside of a bracket expression.
create function private.invisible_chars()
returns text
language sql
immutable
set search_path = ''
as $$
  select '\u0000-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff'::text
$$;

-- Invisible characters that change the visible one before them (variation selectors, tags): the
-- '❤️' at the end of a message keeps its selector.
create function private.attached_chars()
returns text
language sql
immutable
set search_path = ''
as $$
  select '\u180b-\u180d\u180f\ufe00-\ufe0f\U000e0020-\U000e007f\U000e0100-\U000e01ef'::text
$$;

-- Control characters refused anywhere in a text: C0 and C1 except tab, line feed and carriage
-- return.
create function private.control_chars()
returns text
language sql
immutable
set search_path = ''
as $$
  select '\u0000-\u0008\u000b-\u000c\u000e-\u001f\u007f-\u009f'::text
$$;

-- Removes the invisible characters at both ends, except those attached to the last visible one;
-- those inside stay (a zero-width joiner is part of an emoji). src/lib/text.ts's cleanText.
create function private.trim_invisible(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
    pg_catalog.regexp_replace(p_value, '^[' || private.invisible_chars() || ']+', ''),
    '^(.*[^' || private.invisible_chars() || '][' || private.attached_chars() || ']*)(?!['
      || private.attached_chars() || '])[' || private.invisible_chars() || ']+$',
    '\1'
  )
$$;

-- Every function's input cleaning: trimmed (private.trim_invisible), and blank (nothing visible)
-- turned into null. Refuses a control character anywhere, so every function that cleans its input
-- refuses it with the same text.
create function private.clean(p_value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value ~ ('[' || private.control_chars() || ']') then
    raise exception using errcode = 'WD400',
      message = 'O texto tem caracteres de controle invisíveis. Digite-o de novo, sem colar.';
  end if;
  return nullif(private.trim_invisible(p_value), '');
end;
$$;

-- The one e-mail rule, of every function that takes an e-mail and of the browser: the pattern is
-- src/lib/text.ts's EMAIL_PATTERN character for character (zod's, which Stripe accepts): ASCII, no
-- dot at either end of the local part nor two in a row, no empty label.
create function private.is_email(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value is not null
    and pg_catalog.char_length(p_value) <= 254
    and p_value ~ '^(?:[A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
$$;

-- The table constraints' e-mail check, looser than private.is_email on purpose: a check runs again
-- on every update of a row (a payment marked paid, an admin's last login), so an address stored
-- under the earlier, looser function rule must keep passing it.
create function private.is_stored_email(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value is not null
    and pg_catalog.char_length(p_value) <= 254
    and p_value ~ '^[^@[:space:]<>(),;:"]+@[^@[:space:]<>(),;:"]+\.[^@[:space:]<>(),;:".]{2,}$'
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
-- nullable columns can use it; not null does the rest. Looser than private.clean on purpose: a
-- check runs again on every update of a row, so rows stored under an earlier rule (the functions'
-- rule grew stricter) must keep passing it.
create function private.is_trimmed(p_value text, p_max integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value ~ '^[^[:space:]]' and p_value ~ '[^[:space:]]$'
    and pg_catalog.char_length(p_value) <= p_max
$$;

-- A text as a reader sees it (case and runs of invisible characters ignored), for the message spam guard.
create function private.as_read(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.lower(
    pg_catalog.regexp_replace(p_value, '[' || private.invisible_chars() || ']+', ' ', 'g')
  )
$$;

revoke execute on all functions in schema private from public;
