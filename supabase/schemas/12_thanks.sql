-- The couple's thank-yous after the gifts ('Agradecimentos' in /dev): everyone who gave something,
-- one row per giver, and whether the couple have thanked them yet.
--
-- What a giver gave: a reserved gift, cotas of a gift paid by PIX or card, a free contribution.
-- A contribution counts once the money arrived ('paid') and while the couple have not hidden it
-- as junk: a PIX they rejected, a Checkout that failed or expired never appear. An erased person
-- (private.erased_name(), no contact) has nothing left to thank.
--
-- One giver: the rows that share an e-mail (any case) or a phone (its digits, +55 ignored), and
-- those of one household of the guest list (its contact, or a phone one of its answers gave). Each
-- row has its node ('e:<e-mail>', else 'p:<phone>', else 'n:<name>' as private.name_key reads it:
-- a PIX the couple typed, or any row once the retention removed the contacts), a giver is every
-- node reachable from one through a shared e-mail, phone or household, and its key is
-- 'h:<household>' when it has one, else its first node.
--
-- The thanked mark is kept by the md5 of a key, never the e-mail or phone itself, and a giver is
-- thanked when any of its nodes carries a mark: a row added later under another e-mail of the same
-- household keeps the mark. A mark older than the giver's latest gift no longer counts (they gave
-- again: a new thank-you is owed).

-- ---------------------------------------------------------------------------------------------
-- Tables

create table public.thanks (
  giver_hash text primary key,
  thanked_at timestamptz not null default now(),
  constraint thanks_giver_hash_check check (giver_hash ~ '^[0-9a-f]{32}$')
);

-- No anon access: RLS on, no policy, no grant. The couple read and write it through
-- admin_list_thanks and admin_set_thanked.
revoke all on public.thanks from public, anon, authenticated;
alter table public.thanks enable row level security;

-- ---------------------------------------------------------------------------------------------
-- Private helpers

-- The digests a giver's marks are kept under, one per key.
create function private.thank_hashes(p_keys text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array(select pg_catalog.md5(k) from pg_catalog.unnest(p_keys) k), '{}')
$$;

-- Every gift to thank for, one row each, with its giver (the key above) and all of the giver's
-- keys. kind: 'gift' (a reserved gift), 'quotas' (cotas of a gift), 'money' (a free contribution);
-- via: 'pix' or 'card' for money.
create function private.thank_items()
returns table (
  giver text,
  keys text[],
  household_id uuid,
  kind text,
  item_id text,
  name text,
  email text,
  phone text,
  what text,
  via text,
  amount_cents integer,
  quotas integer,
  at timestamptz,
  message text
)
language sql
stable
set search_path = ''
as $$
  with recursive items as (
    select 'gift'::text as kind, g.id as item_id, g.reserved_by as name,
           g.reserved_email as email, g.reserved_phone as phone, g.name as what,
           null::text as via, null::integer as amount_cents, null::integer as quotas,
           g.reserved_date as at, g.message
      from public.gifts g
     where g.reserved and g.reserved_by <> private.erased_name()
    union all
    select case when c.gift_name is null then 'money' else 'quotas' end, c.id::text,
           c.donor_name, c.donor_email, c.donor_phone, c.gift_name, c.kind, c.amount_cents,
           c.quotas, c.contributed_at, c.message
      from public.contributions c
     where c.status = 'paid' and c.hidden_at is null and c.donor_name <> private.erased_name()
  ), keyed as (
    select i.*,
           private.email_key(i.email) as email_key,
           private.phone_key(i.phone) as phone_key,
           coalesce('e:' || private.email_key(i.email), 'p:' || private.phone_key(i.phone),
                    'n:' || private.name_key(i.name), i.kind || ':' || i.item_id) as node,
           (select pg_catalog.min(h::text)
              from pg_catalog.unnest(private.person_households(
                     array_remove(array[private.email_key(i.email)], null),
                     array_remove(array[private.phone_key(i.phone)], null))) h) as household
      from items i
  ), reach (node, other) as (
    select k.node, k.node from keyed k
    union
    select r.node, b.node
      from reach r
      join keyed a on a.node = r.other
      join keyed b
        on b.email_key = a.email_key or b.phone_key = a.phone_key or b.household = a.household
  ), givers as (
    select r.node,
           pg_catalog.array_agg(distinct r.other order by r.other) as nodes
      from reach r
     group by r.node
  ), households as (
    select g.node,
           g.nodes,
           (select pg_catalog.min(k.household) from keyed k where k.node = any (g.nodes))
             as household
      from givers g
  )
  select coalesce('h:' || h.household, h.nodes[1]),
         h.nodes || array_remove(array['h:' || h.household], null),
         h.household::uuid,
         k.kind, k.item_id, k.name, k.email, k.phone, k.what, k.via, k.amount_cents, k.quotas,
         k.at, k.message
    from keyed k
    join households h on h.node = k.node
$$;

-- The retention (private.apply_retention) removes the contacts the marks were kept by: marks that
-- no longer name any giver go with them. A giver known by name alone keeps theirs.
create function private.forget_stale_thanks()
returns void
language sql
set search_path = ''
as $$
  delete from public.thanks m
   where not exists (
     select 1 from private.thank_items() t
      where m.giver_hash = any (private.thank_hashes(t.keys)))
$$;

-- ---------------------------------------------------------------------------------------------
-- The couple's side (token first, like every admin function).

-- One row per giver (src/data/rows.ts toThankGivers), the latest gift first: the key, the name
-- and contact of their latest gift (the household's phone and e-mail when the gifts carry none),
-- their household, what they gave with when, how much and their message, the money's total, and
-- when the couple thanked them (null: not yet, or not since they last gave).
create function public.admin_list_thanks(p_token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return coalesce((
    select pg_catalog.json_agg(pg_catalog.json_build_object(
             'key', g.giver,
             'name', g.name,
             'email', coalesce(g.email, h.email),
             'phone', coalesce(g.phone, h.phone),
             'household', h.name,
             'items', g.items,
             'total_cents', g.total_cents,
             'last_at', g.last_at,
             'thanked_at', case when g.thanked_at >= g.last_at then g.thanked_at end)
           order by g.last_at desc, g.giver)
      from (
        select t.giver,
               t.household_id,
               (pg_catalog.array_agg(t.name order by t.at desc, t.item_id))[1] as name,
               (pg_catalog.array_agg(t.email order by t.at desc, t.item_id)
                  filter (where t.email is not null))[1] as email,
               (pg_catalog.array_agg(t.phone order by t.at desc, t.item_id)
                  filter (where t.phone is not null))[1] as phone,
               pg_catalog.json_agg(pg_catalog.json_build_object(
                 'kind', t.kind, 'what', t.what, 'via', t.via, 'amount_cents', t.amount_cents,
                 'quotas', t.quotas, 'at', t.at, 'message', t.message)
                 order by t.at, t.item_id) as items,
               coalesce(pg_catalog.sum(t.amount_cents), 0) as total_cents,
               pg_catalog.max(t.at) as last_at,
               (select pg_catalog.max(m.thanked_at)
                  from public.thanks m
                 where m.giver_hash = any (private.thank_hashes(t.keys))) as thanked_at
          from private.thank_items() t
         group by t.giver, t.household_id, t.keys
      ) g
      left join public.households h on h.id = g.household_id),
    '[]'::json);
end;
$$;

-- Marks a giver as thanked (p_thanked false: undoes it, whichever of their keys the mark is
-- under). WD404 when the key names nobody on the list (the table holds only givers).
create function public.admin_set_thanked(p_token text, p_key text, p_thanked boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_keys text[];
begin
  perform private.require_admin(p_token);
  if p_thanked is null then
    raise exception using errcode = 'WD400', message = 'Escolha se a pessoa já foi agradecida.';
  end if;
  select t.keys into v_keys from private.thank_items() t where t.giver = p_key limit 1;
  if v_keys is null then
    raise exception using errcode = 'WD404',
      message = 'Esta pessoa não está mais na lista de agradecimentos.';
  end if;
  if p_thanked then
    insert into public.thanks as m (giver_hash) values (pg_catalog.md5(p_key))
    on conflict (giver_hash) do update set thanked_at = pg_catalog.now();
  else
    delete from public.thanks m where m.giver_hash = any (private.thank_hashes(v_keys));
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Execute: revoked from everyone, then granted to the API roles: the token is the credential.
revoke execute on function private.thank_hashes(text[]) from public;
revoke execute on function private.thank_items() from public;
revoke execute on function private.forget_stale_thanks() from public;
revoke execute on function public.admin_list_thanks(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_set_thanked(text, text, boolean) from public, anon, authenticated, service_role;

grant execute on function public.admin_list_thanks(text) to anon, authenticated, service_role;
grant execute on function public.admin_set_thanked(text, text, boolean) to anon, authenticated, service_role;
