-- A PIX the couple types in by hand cannot be dated in the future (a slip of the date picker would
-- put it at the top of the list for months). One day of slack for a phone set to another zone.

create or replace function public.admin_add_pix_contribution(
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
    raise exception using errcode = 'WD400', message = 'Por favor, insira um valor válido.'; -- SPEC §5
  end if;
  if p_date > (pg_catalog.now() at time zone 'America/Sao_Paulo')::date + 1 then
    raise exception using errcode = 'WD400', message = 'A data do PIX não pode estar no futuro.';
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
