-- Admin writes and reads, each behind private.require_admin (docs/architecture.md "The SQL API").

-- ---------------------------------------------------------------------------------------------
-- Gifts

-- The couple's list: every column but the images (has_photo says whether there is one), with the
-- cotas taken (private.quotas_taken, uncapped: an oversold gift shows as such).
create function public.admin_list_gifts(p_token text)
returns table (
  id text,
  name text,
  description text,
  category text,
  reserved boolean,
  reserved_by text,
  reserved_email text,
  reserved_phone text,
  message text,
  reserved_date timestamptz,
  kind text,
  price_cents integer,
  quotas integer,
  quotas_taken integer,
  store_url text,
  has_photo boolean,
  "position" integer,
  updated_at timestamptz,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return query
    select g.id, g.name, g.description, g.category, g.reserved, g.reserved_by, g.reserved_email,
           g.reserved_phone, g.message, g.reserved_date, g.kind, g.price_cents, g.quotas,
           case when g.quotas is null then 0 else private.quotas_taken(g.id) end,
           g.store_url, g.has_photo, g.position, g.updated_at, g.created_at
      from public.gifts g
     order by g.category, g.position, g.name, g.id;
end;
$$;

-- A whole number of a gift's json (p_key), or null when absent or null; anything else is refused
-- with p_message.
create function private.gift_integer(p_gift jsonb, p_key text, p_message text)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_value jsonb := p_gift -> p_key;
begin
  if v_value is null or pg_catalog.jsonb_typeof(v_value) = 'null' then
    return null;
  end if;
  if pg_catalog.jsonb_typeof(v_value) <> 'number' or (v_value #>> '{}') !~ '^-?[0-9]{1,9}$' then
    raise exception using errcode = 'WD400', message = p_message;
  end if;
  return (v_value #>> '{}')::integer;
end;
$$;

revoke execute on function private.gift_integer(jsonb, text, text) from public;

-- Whether anything given for a gift still counts (private.contribution_holds, the rule of
-- private.quotas_taken's rows, free amounts included). Such a gift keeps its price and stays a
-- money gift: what was given was given at that price.
create function private.gift_has_live_contributions(p_gift_id text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1
      from public.contributions c
     where c.gift_id = p_gift_id
       and private.contribution_holds(c.status, c.hold_until)
  )
$$;

revoke execute on function private.gift_has_live_contributions(text) from public;

-- Adds (no id: 'gift_' + ms + random suffix, docs/product.md §3) or edits a gift (docs/decisions/
-- 0017-gifts-as-money.md) from one json: name, description, category, kind, price_cents, quotas,
-- store_url, position and photo ({image_data, thumbnail}; null removes it, absent keeps it).
-- kind absent or null: 'reserve' for a new gift, the gift's own kind for an edit. The store
-- link's scheme may come in any case ('HTTPS://'), as the browser's giftSchema accepts it, and is
-- stored in lower case. Editing keeps the reservation. Answers the gift's id.
create function public.admin_save_gift(p_token text, p_gift jsonb)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id text;
  v_name text;
  v_description text;
  v_category text;
  v_kind text;
  v_price integer;
  v_quotas integer;
  v_store_url text;
  v_position integer;
  v_photo jsonb;
  v_image text;
  v_thumbnail text;
  v_current record;
  v_taken integer;
begin
  perform private.require_admin(p_token);
  if p_gift is null or pg_catalog.jsonb_typeof(p_gift) <> 'object' then
    raise exception using errcode = 'WD400',
      message = 'Por favor, preencha nome e descrição do presente.'; -- docs/product.md §5
  end if;
  v_id := private.clean(p_gift ->> 'id');
  v_name := private.clean(p_gift ->> 'name');
  v_description := private.clean(p_gift ->> 'description');
  v_category := pg_catalog.lower(private.clean(p_gift ->> 'category'));
  v_kind := private.clean(p_gift ->> 'kind');
  -- src/lib/forms/admin-schemas.ts giftSchema: the scheme in any case, stored as 'https://'.
  v_store_url := pg_catalog.regexp_replace(
    private.clean(p_gift ->> 'store_url'), '^https://', 'https://', 'i');

  if v_name is null or v_description is null then
    raise exception using errcode = 'WD400',
      message = 'Por favor, preencha nome e descrição do presente.'; -- docs/product.md §5
  end if;
  if char_length(v_name) > 80 then
    raise exception using errcode = 'WD400',
      message = 'O nome do presente deve ter no máximo 80 caracteres.';
  end if;
  if char_length(v_description) > 500 then
    raise exception using errcode = 'WD400',
      message = 'A descrição deve ter no máximo 500 caracteres.';
  end if;
  if v_category is null or v_category not in (
    'cozinha', 'eletrodomésticos', 'eletrônicos', 'móveis', 'decoração', 'cama e banho', 'outros'
  ) then
    raise exception using errcode = 'WD400', message = 'Escolha uma categoria da lista.';
  end if;
  if v_id is not null then
    -- The row lock makes guests taking cotas of this gift wait for the edit, and the counts below
    -- hold until it commits.
    select g.reserved, g.kind, g.price_cents, g.quotas into v_current
      from public.gifts g where g.id = v_id for update;
    if not found then
      raise exception using errcode = 'WD404', message = 'Presente não encontrado.'; -- docs/product.md §8
    end if;
    -- An edit that does not name the kind keeps it (a money gift never turns 'reserve' by omission).
    v_kind := coalesce(v_kind, v_current.kind);
  end if;
  v_kind := coalesce(v_kind, 'reserve');
  if v_kind not in ('reserve', 'money') then
    raise exception using errcode = 'WD400',
      message = 'Escolha se o presente é para reservar ou para dar em dinheiro.';
  end if;

  -- GIFT_LIMITS.priceMinCents / priceMaxCents
  v_price := private.gift_integer(p_gift, 'price_cents',
    'O preço deve ser um valor de R$ 1,00 a R$ 50.000,00.');
  if v_price is not null and (v_price < 100 or v_price > 5000000) then
    raise exception using errcode = 'WD400',
      message = 'O preço deve ser um valor de R$ 1,00 a R$ 50.000,00.';
  end if;
  -- GIFT_LIMITS.quotasMax. A gift to reserve has no cotas; a money gift with a price is given
  -- whole unless split; without a price the guest chooses the amount.
  v_quotas := private.gift_integer(p_gift, 'quotas', 'O número de cotas deve ser de 1 a 500.');
  if v_quotas is not null and (v_quotas < 1 or v_quotas > 500) then
    raise exception using errcode = 'WD400', message = 'O número de cotas deve ser de 1 a 500.';
  end if;
  if v_kind = 'reserve' then
    v_quotas := null;
  elsif v_price is null and v_quotas is not null then
    raise exception using errcode = 'WD400',
      message = 'Para dividir o presente em cotas, informe o preço de cada cota.';
  elsif v_price is not null then
    v_quotas := coalesce(v_quotas, 1);
  end if;

  if v_store_url is not null then
    if char_length(v_store_url) > 2000 then
      raise exception using errcode = 'WD400',
        message = 'O link da loja deve ter no máximo 2000 caracteres.';
    end if;
    if v_store_url !~ '^https://[^[:space:]]+$' then
      raise exception using errcode = 'WD400',
        message = 'O link da loja deve começar com https:// (copie o endereço da página da loja).';
    end if;
  end if;
  v_position := coalesce(private.gift_integer(p_gift, 'position', 'Posição inválida.'), 0);
  if v_position < -1000000 or v_position > 1000000 then
    raise exception using errcode = 'WD400', message = 'Posição inválida.';
  end if;

  if p_gift ? 'photo' then
    v_photo := p_gift -> 'photo';
    if pg_catalog.jsonb_typeof(v_photo) = 'object' then
      v_image := v_photo ->> 'image_data';
      v_thumbnail := v_photo ->> 'thumbnail';
      if v_image is null or v_thumbnail is null
         or v_image not like 'data:image/%' or v_thumbnail not like 'data:image/%' then
        raise exception using errcode = 'WD400',
          message = 'Por favor, selecione apenas arquivos de imagem.'; -- docs/product.md §5
      end if;
      -- GIFT_LIMITS.imageDataMax / thumbnailMax
      if char_length(v_image) > 1500000 or char_length(v_thumbnail) > 200000 then
        raise exception using errcode = 'WD400',
          message = 'A foto é grande demais, mesmo comprimida. Escolha outra imagem.';
      end if;
    elsif pg_catalog.jsonb_typeof(v_photo) <> 'null' then
      raise exception using errcode = 'WD400',
        message = 'Por favor, selecione apenas arquivos de imagem.'; -- docs/product.md §5
    end if;
  end if;

  if v_id is null then
    -- GIFT_LIMITS.gifts; the lock makes two adds at once count one after the other.
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('gifts-add', 0));
    if (select count(*) from public.gifts) >= 300 then
      raise exception using errcode = 'WD400',
        message = 'A lista já tem 300 presentes, o máximo. Apague algum antes de adicionar outro.';
    end if;
    -- docs/product.md §3: 'gift_' + timestamp (ms) + random suffix.
    insert into public.gifts (
      id, name, description, category, kind, price_cents, quotas, store_url, position,
      image_data, thumbnail
    )
    values (
      'gift_' || (extract(epoch from clock_timestamp()) * 1000)::bigint || '_'
        || encode(extensions.gen_random_bytes(4), 'hex'),
      v_name, v_description, v_category, v_kind, v_price, v_quotas, v_store_url, v_position,
      v_image, v_thumbnail
    )
    returning id into v_id;
    return v_id;
  end if;

  if v_kind = 'money' and v_current.reserved then
    raise exception using errcode = 'WD409',
      message = 'Este presente está reservado: cancele a reserva antes de torná-lo um presente em dinheiro.';
  end if;
  if v_current.quotas is not null then
    v_taken := private.quotas_taken(v_id);
    if v_taken > 0 and v_quotas is null then
      raise exception using errcode = 'WD409',
        message = 'Este presente já tem cotas dadas ou reservadas: ele continua dividido em cotas.';
    end if;
    -- Fewer cotas than those taken is refused; a gift already given beyond its cotas (a PIX the
    -- couple confirmed after its hold lapsed and the cota went to someone else) may still be
    -- edited as long as its cotas do not go down.
    if v_taken > v_quotas and v_quotas < v_current.quotas then
      raise exception using errcode = 'WD409', message = case
        when v_taken = 1 then 'Já foi dada ou reservada 1 cota deste presente: ele precisa de ao menos 1 cota.'
        else 'Já foram dadas ou reservadas ' || v_taken
          || ' cotas deste presente: ele precisa de ao menos ' || v_taken || ' cotas.'
      end;
    end if;
  end if;
  -- What was given (paid, or held by a live PIX or Checkout) was given as money, at this price:
  -- the gift stays a money gift and keeps its price (a new price would revalue the cotas given).
  if v_current.kind = 'money'
     and (v_kind <> 'money' or v_price is distinct from v_current.price_cents)
     and private.gift_has_live_contributions(v_id) then
    if v_kind <> 'money' then
      raise exception using errcode = 'WD409',
        message = 'Este presente já recebeu contribuições (pagas ou em andamento): ele continua sendo um presente em dinheiro.';
    end if;
    raise exception using errcode = 'WD409',
      message = 'Este presente já recebeu contribuições (pagas ou em andamento): o preço não pode mudar. Para outro preço, crie um novo presente.';
  end if;

  update public.gifts g
     set name = v_name,
         description = v_description,
         category = v_category,
         kind = v_kind,
         price_cents = v_price,
         quotas = v_quotas,
         store_url = v_store_url,
         position = v_position,
         image_data = case when p_gift ? 'photo' then v_image else g.image_data end,
         thumbnail = case when p_gift ? 'photo' then v_thumbnail else g.thumbnail end,
         updated_at = pg_catalog.now()
   where g.id = v_id;
  return v_id;
end;
$$;

create function public.admin_delete_gift(p_token text, p_id text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  delete from public.gifts g where g.id = p_id;
  if not found then
    raise exception using errcode = 'WD404',
      message = 'Presente não encontrado no banco de dados'; -- docs/product.md §8
  end if;
end;
$$;

create function public.admin_reserve_gift(
  p_token text,
  p_id text,
  p_name text,
  p_email text,
  p_phone text default null,
  p_message text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  perform private.reserve_gift(p_id, p_name, p_email, p_phone, p_message);
end;
$$;

-- docs/product.md §4: clears reserved_by, reserved_email, reserved_phone, reserved_date and message.
create function public.admin_cancel_reservation(p_token text, p_id text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  update public.gifts
     set reserved = false,
         reserved_by = null,
         reserved_email = null,
         reserved_phone = null,
         message = null,
         reserved_date = null,
         updated_at = now()
   where id = p_id;
  if not found then
    raise exception using errcode = 'WD404', message = 'Presente não encontrado.'; -- docs/product.md §8
  end if;
end;
$$;

-- Undoes a burst: frees every gift reserved with this e-mail (any case) and says how many.
create function public.admin_cancel_reservations_by_email(p_token text, p_email text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := pg_catalog.lower(private.clean(p_email));
  v_count integer;
begin
  perform private.require_admin(p_token);
  if v_email is null then
    raise exception using errcode = 'WD400', message = 'Por favor, informe um e-mail válido.';
  end if;
  update public.gifts
     set reserved = false,
         reserved_by = null,
         reserved_email = null,
         reserved_phone = null,
         message = null,
         reserved_date = null,
         updated_at = now()
   where pg_catalog.lower(reserved_email) = v_email;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Photos and messages

create function public.admin_add_photo(
  p_token text,
  p_title text,
  p_description text,
  p_image_data text,
  p_image_type text,
  p_thumbnail text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_title text := private.clean(p_title);
  v_description text := private.clean(p_description);
  v_image_data text := private.clean(p_image_data);
  v_image_type text := lower(private.clean(p_image_type));
  v_thumbnail text := coalesce(private.clean(p_thumbnail), private.clean(p_image_data));
  v_id uuid;
begin
  perform private.require_admin(p_token);
  if v_title is null or v_image_data is null then
    raise exception using errcode = 'WD400',
      message = 'Por favor, preencha o título e selecione uma imagem.'; -- docs/product.md §5
  end if;
  if v_image_type is null or v_image_type !~ '^image/[a-z0-9.+-]+$'
    or v_image_data not like 'data:image/%' or v_thumbnail not like 'data:image/%' then
    raise exception using errcode = 'WD400',
      message = 'Por favor, selecione apenas arquivos de imagem.'; -- docs/product.md §5
  end if;
  if char_length(v_image_data) > 7000000 or char_length(v_thumbnail) > 1000000 then
    raise exception using errcode = 'WD400',
      message = 'A imagem deve ter no máximo 5MB.'; -- docs/product.md §5
  end if;
  if char_length(v_title) > 80 then
    raise exception using errcode = 'WD400', message = 'O título deve ter no máximo 80 caracteres.';
  end if;
  if char_length(v_description) > 1000 then
    raise exception using errcode = 'WD400',
      message = 'A descrição deve ter no máximo 1000 caracteres.';
  end if;

  insert into public.photos (title, description, image_data, image_type, thumbnail, is_active)
  values (v_title, v_description, v_image_data, v_image_type, v_thumbnail, true)
  returning id into v_id;
  return v_id;
end;
$$;

create function public.admin_delete_photo(p_token text, p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  delete from public.photos p where p.id = p_id; -- docs/product.md §4: removed outright
  if not found then
    raise exception using errcode = 'WD404', message = 'Foto não encontrada.';
  end if;
end;
$$;

create function public.admin_delete_message(p_token text, p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  delete from public.messages m where m.id = p_id;
  if not found then
    raise exception using errcode = 'WD404', message = 'Mensagem não encontrada.';
  end if;
end;
$$;

-- Every message, pending ones too, one page at a time (the wall's cursor: list_messages);
-- p_name keeps those whose name contains it (case and blanks ignored), p_pending the unapproved.
create function public.admin_list_messages(
  p_token text,
  p_after_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 50,
  p_name text default null,
  p_pending boolean default false
)
returns table (
  id uuid,
  name text,
  message text,
  is_approved boolean,
  created_at timestamptz,
  cursor_at text,
  total integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_name text := nullif(pg_catalog.btrim(private.as_read(p_name)), '');
begin
  perform private.require_admin(p_token);
  return query
    with matching as (
      select m.*
        from public.messages m
       where (v_name is null or pg_catalog.strpos(private.as_read(m.name), v_name) > 0)
         and (not coalesce(p_pending, false) or not m.is_approved)
    )
    select m.id, m.name, m.message, m.is_approved, m.created_at,
           private.page_time(m.created_at), (select pg_catalog.count(*)::integer from matching)
      from matching m
     where p_after_at is null or (m.created_at, m.id) < (p_after_at, p_after_id)
     order by m.created_at desc, m.id desc
     limit least(greatest(coalesce(p_limit, 50), 1), 201);
end;
$$;

-- Bulk actions on the messages the couple selected: one call, at most 500 ids (a flood is cleared
-- a few hundred at a time; an unbounded array would be a heavy request of its own). They answer
-- how many rows changed: ids already gone are skipped, not an error.
-- The rule of every bulk action of the couple's (messages, answers, guests' photos): at least one
-- id, at most 500; p_one and p_many name what was selected ('mensagem', 'mensagens').
create function private.check_selection(p_ids uuid[], p_one text, p_many text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if coalesce(pg_catalog.cardinality(p_ids), 0) = 0 then
    raise exception using errcode = 'WD400', message = 'Selecione ao menos uma ' || p_one || '.';
  end if;
  if pg_catalog.cardinality(p_ids) > 500 then
    raise exception using errcode = 'WD400',
      message = 'Selecione no máximo 500 ' || p_many || ' por vez.';
  end if;
end;
$$;

revoke execute on function private.check_selection(uuid[], text, text) from public;

create function public.admin_delete_messages(p_token text, p_ids uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform private.require_admin(p_token);
  perform private.check_selection(p_ids, 'mensagem', 'mensagens');
  delete from public.messages m where m.id = any (p_ids);
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

create function public.admin_approve_messages(p_token text, p_ids uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform private.require_admin(p_token);
  perform private.check_selection(p_ids, 'mensagem', 'mensagens');
  update public.messages m set is_approved = true where m.id = any (p_ids) and not m.is_approved;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- RSVPs and contributions

create function public.admin_list_rsvps(p_token text)
returns setof public.rsvps
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return query select * from public.rsvps r order by r.created_at desc;
end;
$$;

-- Deletes answers of the open form (p_ids, at most 500 a call: a guest's every answer, or what a
-- script left); answers how many were deleted. The couple's way out of answers that are not a
-- guest's (each under the rate limits, many addresses can still leave many).
create function public.admin_delete_rsvps(p_token text, p_ids uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform private.require_admin(p_token);
  perform private.check_selection(p_ids, 'resposta', 'respostas');
  delete from public.rsvps r where r.id = any (p_ids);
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

create function public.admin_list_contributions(p_token text)
returns setof public.contributions
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return query select * from public.contributions c order by c.contributed_at desc, c.created_at desc;
end;
$$;

-- The panel's totals, summed here so that they hold however many rows there are: what was paid,
-- what live Checkouts may still bring (pending, and the page not yet closed: expires_at, or
-- Stripe's default of 24 hours for rows without it), and the guests' PIX informed and waiting for
-- the couple's confirmation. Rows the couple hid count for none.
create function public.admin_contribution_totals(p_token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_totals json;
begin
  perform private.require_admin(p_token);
  select json_build_object(
           'paid_cents', coalesce(sum(c.amount_cents) filter (where c.status = 'paid'), 0),
           'pending_cents', coalesce(sum(c.amount_cents) filter (
             where c.status = 'pending'
               and (c.kind = 'pix'
                    or coalesce(c.expires_at, c.created_at + interval '24 hours') > now())
           ), 0),
           'informed_cents', coalesce(sum(c.amount_cents) filter (where c.status = 'informed'), 0)
         )
    into v_totals
    from public.contributions c
   where c.hidden_at is null;
  return v_totals;
end;
$$;

-- Hides a junk contribution from the couple's list and totals (p_hidden false shows it again).
-- Nothing is deleted: a hidden row stays in the backup, and a payment on it shows it again
-- (mark_contribution).
create function public.admin_set_contribution_hidden(p_token text, p_id uuid, p_hidden boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  update public.contributions c
     set hidden_at = case when p_hidden then coalesce(c.hidden_at, now()) end
   where c.id = p_id;
  if not found then
    raise exception using errcode = 'WD404', message = 'Contribuição não encontrada.';
  end if;
end;
$$;

-- The couple's verdict on a guest's PIX for a gift (docs/decisions/0017-gifts-as-money.md): it
-- reached their account ('paid', dated now; shown again if hidden) or it never did ('rejected',
-- its cotas freed). Started PIX and lapsed holds too: the money may have come all the same.
create function public.admin_review_pix(p_token text, p_id uuid, p_confirmed boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_gift_id text;
begin
  perform private.require_admin(p_token);
  if p_confirmed is null then
    raise exception using errcode = 'WD400', message = 'Escolha se o PIX chegou ou não.';
  end if;
  update public.contributions c
     set status = case when p_confirmed then 'paid' else 'rejected' end,
         contributed_at = case when p_confirmed then now() else c.contributed_at end,
         hidden_at = case when p_confirmed then null else c.hidden_at end
   where c.id = p_id
     and c.pix_txid is not null
     and c.status in ('started', 'informed')
  returning c.gift_id into v_gift_id;
  if found then
    perform private.touch_gift(v_gift_id);
    return;
  end if;
  if exists (select 1 from public.contributions c where c.id = p_id) then
    raise exception using errcode = 'WD409',
      message = 'Este pagamento não é um PIX aguardando confirmação.';
  end if;
  raise exception using errcode = 'WD404', message = 'Contribuição não encontrada.';
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The couple's settings (docs/decisions/0024-settings.md): one row of typed columns, read whole by
-- admin_settings and changed by admin_save_settings, which takes any of its keys and checks each:
--   approve_messages      'Aprovar recados antes de publicar' (read by post_message);
--   pix_hold_hours        how long a guest's informed PIX holds its cotas, 1 to 720
--                         (GIFT_LIMITS.informedHoldHoursMin/Max; those informed keep their hold);
--   rsvp_after_deadline   'Aceitar respostas depois do prazo' (read by private.rsvp_open);
--   rsvp_closes_at, retention_ends_at   the couple's dates (src/config/wedding.ts), the second
--                         after the first.
--   photos_auto_approve, photos_reveal_at, photos_open_from, photos_open_until, photos_quota_mb
--                         the guests' photos (supabase/schemas/10_guest_photos.sql): the reveal
--                         and window bounds are ISO instants or null, the quota 10 to 1000000 MB.
--   photos_screen_key     the telão's key (16 to 64 lower-case letters and digits; the panel makes
--                         a new one at random when the couple ask).

-- The settings as the panel shows them (the defaults when the row is missing).
create function private.settings_json()
returns json
language sql
stable
set search_path = ''
as $$
  select pg_catalog.json_build_object(
           'approve_messages', coalesce(s.approve_messages, false),
           'pix_hold_hours', coalesce(s.pix_hold_hours, 48),
           'rsvp_after_deadline', coalesce(s.rsvp_after_deadline, false),
           'rsvp_closes_at', s.rsvp_closes_at,
           'retention_ends_at', s.retention_ends_at,
           'photos_auto_approve', coalesce(s.photos_auto_approve, false),
           'photos_reveal_at', s.photos_reveal_at,
           'photos_open_from', s.photos_open_from,
           'photos_open_until', s.photos_open_until,
           'photos_quota_mb', coalesce(s.photos_quota_mb, 1024),
           'photos_screen_key', s.photos_screen_key,
           'updated_at', s.updated_at)
    from (select 1) as one
    left join public.settings s on s.id
$$;

create function public.admin_settings(p_token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return private.settings_json();
end;
$$;

-- Saves the keys given in p_settings (an object; the others keep their value) and answers the
-- settings as admin_settings does. A key this table does not have, or a value of the wrong kind or
-- out of its bounds, is refused (WD400) and nothing is saved.
create function public.admin_save_settings(p_token text, p_settings jsonb)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key text;
  v_value jsonb;
  v_row public.settings%rowtype;
  v_hours numeric;
begin
  perform private.require_admin(p_token);
  if p_settings is null or pg_catalog.jsonb_typeof(p_settings) <> 'object' then
    raise exception using errcode = 'WD400', message = 'Configuração inválida.';
  end if;
  insert into public.settings (id) values (true) on conflict (id) do nothing;
  select * into v_row from public.settings s where s.id for update;
  for v_key, v_value in select e.key, e.value from pg_catalog.jsonb_each(p_settings) e loop
    case v_key
      when 'approve_messages', 'rsvp_after_deadline' then
        if pg_catalog.jsonb_typeof(v_value) <> 'boolean' then
          raise exception using errcode = 'WD400', message = case v_key
            when 'approve_messages' then 'Escolha se as mensagens precisam de aprovação.'
            else 'Escolha se as respostas continuam abertas depois do prazo.' end;
        end if;
        if v_key = 'approve_messages' then
          v_row.approve_messages := (v_value #>> '{}')::boolean;
        else
          v_row.rsvp_after_deadline := (v_value #>> '{}')::boolean;
        end if;
      when 'pix_hold_hours' then
        v_hours := case when pg_catalog.jsonb_typeof(v_value) = 'number'
                        then (v_value #>> '{}')::numeric end;
        if v_hours is null or v_hours <> pg_catalog.trunc(v_hours) or v_hours < 1
           or v_hours > 720 then
          raise exception using errcode = 'WD400',
            message = 'O prazo deve ser de 1 a 720 horas (30 dias).';
        end if;
        v_row.pix_hold_hours := v_hours::integer;
      when 'rsvp_closes_at', 'retention_ends_at' then
        if pg_catalog.jsonb_typeof(v_value) <> 'string'
           or (v_value #>> '{}') !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$'
        then
          raise exception using errcode = 'WD400', message = 'Data inválida.';
        end if;
        if v_key = 'rsvp_closes_at' then
          v_row.rsvp_closes_at := (v_value #>> '{}')::timestamptz;
        else
          v_row.retention_ends_at := (v_value #>> '{}')::timestamptz;
        end if;
      when 'photos_auto_approve' then
        if pg_catalog.jsonb_typeof(v_value) <> 'boolean' then
          raise exception using errcode = 'WD400',
            message = 'Escolha se as fotos são aprovadas automaticamente.';
        end if;
        v_row.photos_auto_approve := (v_value #>> '{}')::boolean;
      when 'photos_reveal_at', 'photos_open_from', 'photos_open_until' then
        if pg_catalog.jsonb_typeof(v_value) <> 'null' and (pg_catalog.jsonb_typeof(v_value) <> 'string'
           or (v_value #>> '{}') !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$')
        then
          raise exception using errcode = 'WD400', message = 'Data inválida.';
        end if;
        if v_key = 'photos_reveal_at' then
          v_row.photos_reveal_at := (v_value #>> '{}')::timestamptz;
        elsif v_key = 'photos_open_from' then
          v_row.photos_open_from := (v_value #>> '{}')::timestamptz;
        else
          v_row.photos_open_until := (v_value #>> '{}')::timestamptz;
        end if;
      when 'photos_quota_mb' then
        v_hours := case when pg_catalog.jsonb_typeof(v_value) = 'number'
                        then (v_value #>> '{}')::numeric end;
        if v_hours is null or v_hours <> pg_catalog.trunc(v_hours) or v_hours < 10
           or v_hours > 1000000 then
          raise exception using errcode = 'WD400',
            message = 'O espaço para fotos deve ser de 10 a 1000000 MB.';
        end if;
        v_row.photos_quota_mb := v_hours::integer;
      when 'photos_screen_key' then
        if pg_catalog.jsonb_typeof(v_value) <> 'string' or (v_value #>> '{}') !~ '^[a-z0-9]{16,64}$'
        then
          raise exception using errcode = 'WD400', message = 'Chave do telão inválida.';
        end if;
        v_row.photos_screen_key := v_value #>> '{}';
      else
        raise exception using errcode = 'WD400', message = 'Configuração inválida.';
    end case;
  end loop;
  if v_row.retention_ends_at <= v_row.rsvp_closes_at then
    raise exception using errcode = 'WD400',
      message = 'A remoção dos dados pessoais deve vir depois do prazo de confirmação.';
  end if;
  if v_row.photos_open_until <= v_row.photos_open_from then
    raise exception using errcode = 'WD400',
      message = 'O fim do envio de fotos deve vir depois do início.';
  end if;
  update public.settings s
     set approve_messages = v_row.approve_messages,
         pix_hold_hours = v_row.pix_hold_hours,
         rsvp_after_deadline = v_row.rsvp_after_deadline,
         rsvp_closes_at = v_row.rsvp_closes_at,
         retention_ends_at = v_row.retention_ends_at,
         photos_auto_approve = v_row.photos_auto_approve,
         photos_reveal_at = v_row.photos_reveal_at,
         photos_open_from = v_row.photos_open_from,
         photos_open_until = v_row.photos_open_until,
         photos_quota_mb = v_row.photos_quota_mb,
         photos_screen_key = v_row.photos_screen_key,
         updated_at = pg_catalog.now()
   where s.id;
  return private.settings_json();
end;
$$;

-- A PIX received outside the site, typed by the couple. It cannot be dated in the future (a slip
-- of the date picker would put it at the top of the list for months; one day of slack for a phone
-- set to another zone) nor before 2000.
create function public.admin_add_pix_contribution(
  p_token text,
  p_donor_name text,
  p_amount_cents integer,
  p_date date,
  p_note text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean(p_donor_name);
  v_note text := private.clean(p_note);
  v_id uuid;
begin
  perform private.require_admin(p_token);
  if v_name is null or p_amount_cents is null or p_date is null then
    raise exception using errcode = 'WD400', message = 'Por favor, preencha o nome, o valor e a data.';
  end if;
  if p_amount_cents <= 0 or p_amount_cents > 100000000 then
    raise exception using errcode = 'WD400', message = 'Por favor, insira um valor válido.'; -- docs/product.md §5
  end if;
  if p_date > (pg_catalog.now() at time zone 'America/Sao_Paulo')::date + 1 then
    raise exception using errcode = 'WD400', message = 'A data do PIX não pode estar no futuro.';
  end if;
  -- src/config/ui.ts: PIX_DATE_MIN. Also keeps out -infinity and the years before Christ.
  if p_date < date '2000-01-01' then
    raise exception using errcode = 'WD400',
      message = 'A data do PIX não pode ser anterior a 01/01/2000.';
  end if;
  if char_length(v_name) > 80 then
    raise exception using errcode = 'WD400', message = 'O nome deve ter no máximo 80 caracteres.';
  end if;
  if char_length(v_note) > 1000 then
    raise exception using errcode = 'WD400',
      message = 'A observação deve ter no máximo 1000 caracteres.';
  end if;

  insert into public.contributions (kind, status, amount_cents, donor_name, message, contributed_at)
  values (
    'pix',
    'paid',
    p_amount_cents,
    v_name,
    v_note,
    -- Noon at the venue, so the typed day shows as itself in any nearby time zone.
    (p_date + time '12:00') at time zone 'America/Sao_Paulo'
  )
  returning id into v_id;
  return v_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Everything the couple owns, as one JSON document.
create function public.admin_backup(p_token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return json_build_object(
    'exported_at', now(),
    'gifts', coalesce(
      (select json_agg(g order by g.category, g.position, g.name) from public.gifts g), '[]'::json),
    'messages', coalesce(
      (select json_agg(m order by m.created_at desc) from public.messages m), '[]'::json),
    'photos', coalesce(
      (select json_agg(p order by p.created_at desc) from public.photos p), '[]'::json),
    'rsvps', coalesce(
      (select json_agg(r order by r.created_at desc) from public.rsvps r), '[]'::json),
    -- As admin_list_households shows them, with every answer of the history.
    'households', coalesce(
      (select json_agg(private.household_json(h, null) order by h.name, h.id)
         from public.households h), '[]'::json),
    'contributions', coalesce(
      (select json_agg(c order by c.contributed_at desc) from public.contributions c), '[]'::json),
    -- The guests' photos without their bytes (those are in the ZIP of 'Baixar todas').
    'guest_photos', coalesce(
      (select json_agg(json_build_object(
                'id', p.id, 'uploader_name', p.uploader_name, 'caption', p.caption,
                'status', p.status, 'created_at', p.created_at, 'approved_at', p.approved_at)
              order by p.created_at desc)
         from public.guest_photos p), '[]'::json),
    -- The couple's settings, as admin_settings shows them.
    'settings', private.settings_json(),
    -- Tables, seats, arrivals and walk-ins (supabase/schemas/11_day_of.sql).
    'day_of', private.day_of_json(),
    -- Who can log in, never a hash, a session or a device.
    'admins', coalesce(
      (select json_agg(json_build_object(
                'username', u.username, 'email', u.email, 'is_active', u.is_active,
                'created_at', u.created_at, 'last_login', u.last_login,
                'role', u.role, 'name', u.name)
              order by u.created_at, u.username)
         from public.admin_users u), '[]'::json)
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Execute: revoked from everyone (Supabase grants new functions to the API roles by default),
-- then granted to who needs it. The admin functions are callable by anon because the token, not
-- the role, is the credential.
revoke execute on function public.admin_list_gifts(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_save_gift(text, jsonb) from public, anon, authenticated, service_role;
revoke execute on function public.admin_delete_gift(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_reserve_gift(text, text, text, text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_cancel_reservation(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_cancel_reservations_by_email(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_add_photo(text, text, text, text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_delete_photo(text, uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_delete_message(text, uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_list_messages(text, timestamptz, uuid, integer, text, boolean) from public, anon, authenticated, service_role;
revoke execute on function public.admin_delete_messages(text, uuid[]) from public, anon, authenticated, service_role;
revoke execute on function public.admin_approve_messages(text, uuid[]) from public, anon, authenticated, service_role;
revoke execute on function public.admin_list_rsvps(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_delete_rsvps(text, uuid[]) from public, anon, authenticated, service_role;
revoke execute on function public.admin_list_contributions(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_add_pix_contribution(text, text, integer, date, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_set_contribution_hidden(text, uuid, boolean) from public, anon, authenticated, service_role;
revoke execute on function public.admin_contribution_totals(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_review_pix(text, uuid, boolean) from public, anon, authenticated, service_role;
revoke execute on function private.settings_json() from public;
revoke execute on function public.admin_settings(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_save_settings(text, jsonb) from public, anon, authenticated, service_role;
revoke execute on function public.admin_backup(text) from public, anon, authenticated, service_role;

grant execute on function public.admin_list_gifts(text) to anon, authenticated;
grant execute on function public.admin_save_gift(text, jsonb) to anon, authenticated;
grant execute on function public.admin_delete_gift(text, text) to anon, authenticated;
grant execute on function public.admin_reserve_gift(text, text, text, text, text, text) to anon, authenticated;
grant execute on function public.admin_cancel_reservation(text, text) to anon, authenticated;
grant execute on function public.admin_cancel_reservations_by_email(text, text) to anon, authenticated;
grant execute on function public.admin_add_photo(text, text, text, text, text, text) to anon, authenticated;
grant execute on function public.admin_delete_photo(text, uuid) to anon, authenticated;
grant execute on function public.admin_delete_message(text, uuid) to anon, authenticated;
grant execute on function public.admin_list_messages(text, timestamptz, uuid, integer, text, boolean) to anon, authenticated;
grant execute on function public.admin_delete_messages(text, uuid[]) to anon, authenticated;
grant execute on function public.admin_approve_messages(text, uuid[]) to anon, authenticated;
grant execute on function public.admin_list_rsvps(text) to anon, authenticated;
grant execute on function public.admin_delete_rsvps(text, uuid[]) to anon, authenticated;
grant execute on function public.admin_list_contributions(text) to anon, authenticated;
grant execute on function public.admin_add_pix_contribution(text, text, integer, date, text) to anon, authenticated;
grant execute on function public.admin_set_contribution_hidden(text, uuid, boolean) to anon, authenticated;
grant execute on function public.admin_contribution_totals(text) to anon, authenticated;
grant execute on function public.admin_review_pix(text, uuid, boolean) to anon, authenticated;
grant execute on function public.admin_settings(text) to anon, authenticated;
grant execute on function public.admin_save_settings(text, jsonb) to anon, authenticated;
grant execute on function public.admin_backup(text) to anon, authenticated;
