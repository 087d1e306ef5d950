-- The demo admin of the embedded backend (README and the embedded login screen show these
-- credentials). Never run on Supabase: there the couple creates a real admin with create_admin.
do $$
begin
  if not exists (select 1 from public.admin_users where username = 'noivos') then
    perform public.create_admin('noivos', 'noivos@exemplo.com.br', 'casamento2025');
  end if;
end
$$;
