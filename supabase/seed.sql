-- Demo content in pt-BR: gifts in all seven categories (some reserved), messages and a
-- few photos. Run once on an empty database, after the migrations: by `supabase db reset` locally
-- and by the embedded backend on first start. No admin here (see supabase/embedded/demo-admin.sql).

-- ---------------------------------------------------------------------------------------------
-- Gifts: categories of src/config/domain.ts; reserved ones carry every reservation field.
insert into public.gifts
  (id, name, description, category, reserved, reserved_by, reserved_email, reserved_phone, message, reserved_date, created_at)
values
  ('gift_seed_cozinha_01', 'Jogo de panelas de inox', 'Conjunto com 5 peças de inox com fundo triplo, para o dia a dia e para os almoços de domingo.', 'cozinha', true, 'Tia Lúcia Ferreira', 'lucia.ferreira@exemplo.com.br', '(34) 99876-1234', 'Para muitos almoços em família! Com carinho, tia Lúcia.', '2025-08-14 19:32:00-03', '2025-07-01 10:00:00-03'),
  ('gift_seed_cozinha_02', 'Aparelho de jantar 30 peças', 'Porcelana branca com borda verde-sálvia: pratos rasos, fundos, de sobremesa, xícaras e pires.', 'cozinha', false, null, null, null, null, null, '2025-07-01 10:00:00-03'),
  ('gift_seed_cozinha_03', 'Jogo de facas com cepo', 'Seis facas de aço inoxidável com cepo de madeira de reflorestamento.', 'cozinha', false, null, null, null, null, null, '2025-07-01 10:00:00-03'),
  ('gift_seed_cozinha_04', 'Taças de cristal para vinho', 'Seis taças de cristal para brindar as conquistas do casal.', 'cozinha', true, 'Juliana e Pedro Alves', 'juliana.alves@exemplo.com.br', null, null, '2025-09-02 21:05:00-03', '2025-07-01 10:00:00-03'),
  ('gift_seed_eletro_01', 'Air fryer 5 litros', 'Fritadeira sem óleo digital, com cesto antiaderente.', 'eletrodomésticos', true, 'Carlos Henrique Souza', 'carlos.souza@exemplo.com.br', '(34) 98822-4410', 'Que a cozinha de vocês seja sempre cheia de alegria!', '2025-08-30 12:47:00-03', '2025-07-01 10:00:00-03'),
  ('gift_seed_eletro_02', 'Cafeteira espresso', 'Para o cafezinho de todas as manhãs, com vaporizador de leite.', 'eletrodomésticos', false, null, null, null, null, null, '2025-07-01 10:00:00-03'),
  ('gift_seed_eletro_03', 'Batedeira planetária', 'Batedeira com tigela de inox de 4 litros e três batedores.', 'eletrodomésticos', false, null, null, null, null, null, '2025-07-01 10:00:00-03'),
  ('gift_seed_eletro_04', 'Liquidificador de alta potência', 'Copo de vidro de 2 litros, para sucos, vitaminas e molhos.', 'eletrodomésticos', false, null, null, null, null, null, '2025-07-01 10:00:00-03'),
  ('gift_seed_eletronicos_01', 'Smart TV 50 polegadas', 'Para as maratonas de séries e os filmes de sexta-feira.', 'eletrônicos', false, null, null, null, null, null, '2025-07-01 10:00:00-03'),
  ('gift_seed_eletronicos_02', 'Caixa de som bluetooth', 'Resistente à água, para levar a música a qualquer canto da casa.', 'eletrônicos', true, 'Turma da faculdade', 'turma.ufu@exemplo.com.br', '(34) 99101-2020', 'Para a trilha sonora da vida a dois!', '2025-09-12 18:20:00-03', '2025-07-01 10:00:00-03'),
  ('gift_seed_eletronicos_03', 'Aspirador robô', 'Aspira e passa pano sozinho, para sobrar mais tempo para os dois.', 'eletrônicos', false, null, null, null, null, null, '2025-07-01 10:00:00-03'),
  ('gift_seed_moveis_01', 'Poltrona de leitura', 'Poltrona de linho cru com pés de madeira, para o cantinho dos livros.', 'móveis', false, null, null, null, null, null, '2025-07-01 10:00:00-03'),
  ('gift_seed_moveis_02', 'Par de mesas de cabeceira', 'Duas mesas de cabeceira de madeira maciça com gaveta.', 'móveis', true, 'Vó Cida', 'aparecida.lima@exemplo.com.br', '(34) 3842-1122', null, '2025-08-05 09:15:00-03', '2025-07-01 10:00:00-03'),
  ('gift_seed_moveis_03', 'Rack para sala', 'Rack de 1,80 m com portas de palhinha e espaço para a TV.', 'móveis', false, null, null, null, null, null, '2025-07-01 10:00:00-03'),
  ('gift_seed_decoracao_01', 'Espelho redondo com moldura de madeira', 'Espelho de 70 cm para a entrada da casa nova.', 'decoração', false, null, null, null, null, null, '2025-07-01 10:00:00-03'),
  ('gift_seed_decoracao_02', 'Kit de quadros botânicos', 'Três gravuras de folhagens em tons de verde, com moldura.', 'decoração', false, null, null, null, null, null, '2025-07-01 10:00:00-03'),
  ('gift_seed_decoracao_03', 'Luminária de chão', 'Luminária de piso com cúpula de tecido, luz quente e aconchegante.', 'decoração', false, null, null, null, null, null, '2025-07-01 10:00:00-03'),
  ('gift_seed_cama_01', 'Jogo de cama queen 400 fios', 'Percal 100% algodão, na cor verde-sálvia, com quatro peças.', 'cama e banho', true, 'Padrinhos Ana e Luiz', 'ana.luiz@exemplo.com.br', '(34) 99654-7788', 'Bons sonhos, queridos!', '2025-08-21 20:40:00-03', '2025-07-01 10:00:00-03'),
  ('gift_seed_cama_02', 'Kit de toalhas de banho', 'Quatro toalhas de banho e quatro de rosto, fio penteado.', 'cama e banho', false, null, null, null, null, null, '2025-07-01 10:00:00-03'),
  ('gift_seed_cama_03', 'Edredom de plumas', 'Edredom queen macio e leve, para as noites frias.', 'cama e banho', false, null, null, null, null, null, '2025-07-01 10:00:00-03'),
  ('gift_seed_outros_01', 'Jantar romântico na lua de mel', 'Um jantar especial para os dois durante a viagem de lua de mel.', 'outros', false, null, null, null, null, null, '2025-07-01 10:00:00-03'),
  ('gift_seed_outros_02', 'Kit de jardinagem', 'Ferramentas, vasos e sementes para a horta da casa nova.', 'outros', false, null, null, null, null, null, '2025-07-01 10:00:00-03');

-- ---------------------------------------------------------------------------------------------
-- Messages (approved, as docs/product.md §3 inserts them): more than one page of the wall, so
-- the demo shows 'Ver mais'; the older ones first.
insert into public.messages (name, message, is_approved, created_at)
values
  ('Dona Lurdes, vizinha', 'Vi esses dois crescerem brincando na rua. Que Deus abençoe o lar de vocês!', true, '2025-06-02 08:15:00-03'),
  ('Primo Gustavo', 'Finalmente! Já estava na hora. Guardem um lugar pra mim perto do churrasco.', true, '2025-06-10 21:40:00-03'),
  ('Tia Márcia', 'Que a vida de vocês seja doce como os docinhos da festa. Muitas felicidades!', true, '2025-06-21 16:05:00-03'),
  ('Colegas do escritório', 'A equipe inteira torce por vocês! Aproveitem cada momento desse dia.', true, '2025-06-30 12:30:00-03'),
  ('Beatriz', 'Amiga, você merece toda essa felicidade. Que venha a lua de mel!', true, '2025-07-04 23:02:00-03'),
  ('Seu Antônio', 'Casamento é paciência, parceria e bom humor. Vocês têm os três de sobra.', true, '2025-07-12 07:48:00-03'),
  ('Família Ribeiro', 'Com carinho de toda a família Ribeiro: que esse amor só cresça.', true, '2025-07-19 15:20:00-03'),
  ('Lucas do futebol', 'Perdemos um zagueiro para o casamento, mas ganhamos uma festa. Parabéns!', true, '2025-07-26 18:33:00-03'),
  ('Madrinha Sônia', 'Rezo por vocês todos os dias. Que a casa nova seja cheia de paz.', true, '2025-07-30 10:10:00-03'),
  ('Rafa e Lu', 'Já estamos ensaiando a coreografia da pista. Preparem-se!', true, '2025-08-02 20:55:00-03'),
  ('Vó Cida', 'Meus netos queridos, que Deus abençoe essa união e que a casa de vocês seja sempre cheia de amor, fé e pão de queijo quentinho. Amo vocês!', true, '2025-08-05 09:20:00-03'),
  ('Juliana e Pedro', 'Vocês são a prova de que o amor de verdade existe! Mal podemos esperar para dançar com vocês na festa.', true, '2025-08-18 22:11:00-03'),
  ('Tio Roberto', 'Que alegria ver vocês dois começando essa nova família. Contem sempre comigo! Um abraço apertado do tio.', true, '2025-09-01 14:03:00-03'),
  ('Camila Andrade', 'Desde a faculdade eu sabia que esse dia ia chegar. Felicidades ao casal mais lindo que eu conheço!', true, '2025-09-09 19:47:00-03'),
  ('Turma da faculdade', 'Da república para o altar! Contem com a gente para o churrasco, a pista de dança e a saideira.', true, '2025-09-12 18:25:00-03'),
  ('Padrinhos Ana e Luiz', 'É uma honra estar ao lado de vocês neste dia. Que a vida a dois seja leve, divertida e cheia de sonhos realizados.', true, '2025-09-20 10:30:00-03');

-- ---------------------------------------------------------------------------------------------
-- Photos: small illustrations in the site's palette (SVG), each with a lighter thumbnail (the
-- same scene without its details, at 320 px). Real photos come from the admin panel.
insert into public.photos (title, description, image_data, image_type, thumbnail, is_active, created_at)
select
  scene.title,
  scene.description,
  'data:image/svg+xml;base64,' || translate(encode(convert_to(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">'
      || scene.background || scene.details || '</svg>', 'UTF8'), 'base64'), E'\n', ''),
  'image/svg+xml',
  'data:image/svg+xml;base64,' || translate(encode(convert_to(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="320" height="213">'
      || scene.background || '</svg>', 'UTF8'), 'base64'), E'\n', ''),
  true,
  scene.created_at::timestamptz
from (
  values
    (
      'Nosso primeiro pôr do sol',
      'O fim de tarde na serra onde tudo começou, em 2019.',
      '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F3E6CC"/><stop offset="0.6" stop-color="#FBF8F3"/></linearGradient></defs>'
        || '<rect width="1200" height="800" fill="url(#s)"/>'
        || '<circle cx="820" cy="360" r="110" fill="#C2A878" opacity="0.85"/>'
        || '<path d="M0 520 Q300 400 600 500 T1200 460 V800 H0Z" fill="#B2C2A3"/>'
        || '<path d="M0 600 Q350 520 700 600 T1200 580 V800 H0Z" fill="#7F9670"/>'
        || '<path d="M0 690 Q400 640 800 700 T1200 690 V800 H0Z" fill="#4F5E46"/>',
      '<g fill="none" stroke="#3A4534" stroke-width="5" stroke-linecap="round">'
        || '<path d="M300 220 q18 -16 36 0 q18 -16 36 0"/><path d="M390 270 q14 -12 28 0 q14 -12 28 0"/>'
        || '<path d="M240 300 q12 -10 24 0 q12 -10 24 0"/></g>'
        || '<g fill="#3A4534"><circle cx="560" cy="655" r="13"/><rect x="549" y="668" width="22" height="52" rx="10"/>'
        || '<circle cx="600" cy="650" r="13"/><path d="M588 664 h24 l10 56 h-44z"/></g>',
      '2025-06-10 18:00:00-03'
    ),
    (
      'O pedido',
      'Dezembro de 2023: ela disse sim!',
      '<rect width="1200" height="800" fill="#4F5E46"/>'
        || '<circle cx="600" cy="400" r="300" fill="#66795A"/>'
        || '<g fill="none" stroke="#C2A878" stroke-width="26"><circle cx="530" cy="420" r="130"/><circle cx="680" cy="420" r="130"/></g>'
        || '<path d="M680 290 l22 -40 h-44z" fill="#FBF8F3"/>',
      '<g fill="#F3E6CC"><path d="M260 180 l10 30 l30 10 l-30 10 l-10 30 l-10 -30 l-30 -10 l30 -10z"/>'
        || '<path d="M930 210 l7 22 l22 7 l-22 7 l-7 22 l-7 -22 l-22 -7 l22 -7z"/>'
        || '<path d="M880 600 l8 25 l25 8 l-25 8 l-8 25 l-8 -25 l-25 -8 l25 -8z"/>'
        || '<path d="M320 610 l6 18 l18 6 l-18 6 l-6 18 l-6 -18 l-18 -6 l18 -6z"/></g>',
      '2025-06-20 18:00:00-03'
    ),
    (
      'O lugar da festa',
      'Onde vamos dizer sim, cercados de quem amamos.',
      '<rect width="1200" height="800" fill="#E6EBE0"/>'
        || '<path d="M0 470 Q300 380 620 450 T1200 420 V800 H0Z" fill="#CDD8C3"/>'
        || '<path d="M0 560 Q400 500 800 560 T1200 540 V800 H0Z" fill="#9AAE88"/>'
        || '<g><rect x="470" y="400" width="300" height="170" fill="#FBF8F3"/><path d="M440 410 L620 290 L800 410Z" fill="#66795A"/>'
        || '<rect x="590" y="480" width="60" height="90" fill="#4F5E46"/></g>'
        || '<g fill="#3A4534"><rect x="500" y="440" width="50" height="40"/><rect x="690" y="440" width="50" height="40"/></g>',
      '<g><rect x="955" y="430" width="22" height="140" fill="#4F5E46"/><circle cx="966" cy="400" r="80" fill="#66795A"/>'
        || '<circle cx="920" cy="440" r="55" fill="#7F9670"/><circle cx="1015" cy="445" r="50" fill="#7F9670"/></g>'
        || '<path d="M0 690 Q600 630 1200 700 V800 H0Z" fill="#7F9670"/>',
      '2025-07-02 18:00:00-03'
    ),
    (
      'Viagem à Serra da Canastra',
      'Nossa primeira viagem juntos, com direito a cachoeira.',
      '<rect width="1200" height="800" fill="#F4F6F1"/>'
        || '<path d="M0 520 L260 260 L420 420 L640 180 L900 470 L1040 340 L1200 480 V800 H0Z" fill="#7F9670"/>'
        || '<path d="M0 560 L300 380 L520 520 L760 360 L1200 560 V800 H0Z" fill="#4F5E46"/>'
        || '<rect y="600" width="1200" height="200" fill="#9AAE88"/>'
        || '<path d="M640 180 L700 250 L660 240 L640 270 L615 235 L585 245Z" fill="#FBF8F3"/>',
      '<g fill="#CDD8C3" opacity="0.8"><rect x="160" y="640" width="260" height="8" rx="4"/><rect x="520" y="680" width="340" height="8" rx="4"/>'
        || '<rect x="880" y="630" width="180" height="8" rx="4"/></g>'
        || '<circle cx="980" cy="160" r="60" fill="#C2A878" opacity="0.7"/>',
      '2025-07-15 18:00:00-03'
    ),
    (
      'Flores do casamento',
      'Eucalipto, ramos de oliveira e flores do campo: a nossa paleta.',
      '<rect width="1200" height="800" fill="#FBF8F3"/>'
        || '<circle cx="600" cy="400" r="320" fill="#F4F6F1"/>'
        || '<g stroke="#66795A" stroke-width="8" fill="none" stroke-linecap="round"><path d="M600 720 C590 560 560 430 470 300"/>'
        || '<path d="M600 720 C610 540 650 420 760 290"/><path d="M600 720 C600 560 600 400 600 230"/></g>'
        || '<g fill="#FBF8F3" stroke="#C2A878" stroke-width="4"><circle cx="470" cy="290" r="42"/><circle cx="760" cy="282" r="42"/><circle cx="600" cy="220" r="48"/></g>'
        || '<g fill="#C2A878"><circle cx="470" cy="290" r="12"/><circle cx="760" cy="282" r="12"/><circle cx="600" cy="220" r="14"/></g>',
      '<g fill="#9AAE88"><ellipse cx="500" cy="360" rx="40" ry="22" transform="rotate(-40 500 360)"/>'
        || '<ellipse cx="540" cy="450" rx="40" ry="22" transform="rotate(-20 540 450)"/>'
        || '<ellipse cx="720" cy="350" rx="40" ry="22" transform="rotate(40 720 350)"/>'
        || '<ellipse cx="680" cy="440" rx="40" ry="22" transform="rotate(25 680 440)"/>'
        || '<ellipse cx="600" cy="330" rx="22" ry="40"/></g>',
      '2025-08-01 18:00:00-03'
    )
) as scene (title, description, background, details, created_at);

-- Answers to the invitation, as the panel's counts and the CSV export show them.
insert into public.rsvps (nome_completo, vai_ao_evento, email, telefone, observacoes, created_at, updated_at)
values
  ('Lúcia Ferreira', 'sim', 'lucia.ferreira@exemplo.com.br', '(34) 99876-1234', 'Vou com o Jorge. Sem glúten para mim, por favor.', '2025-08-14 19:40:00-03', '2025-08-14 19:40:00-03'),
  ('Ana Paula Souza', 'sim', 'ana.luiz@exemplo.com.br', '(34) 99654-7788', null, '2025-08-21 20:45:00-03', '2025-08-21 20:45:00-03'),
  ('Luiz Souza', 'sim', 'luiz.souza@exemplo.com.br', '(34) 99654-7789', null, '2025-08-21 20:47:00-03', '2025-08-21 20:47:00-03'),
  ('Camila Andrade', 'sim', 'camila.andrade@exemplo.com.br', '(11) 98123-4567', 'Vegetariana.', '2025-09-02 12:10:00-03', '2025-09-02 12:10:00-03'),
  ('Pedro Henrique Lima', 'nao', 'pedro.lima@exemplo.com.br', '(31) 99777-2020', 'Estarei viajando a trabalho, mas torço muito por vocês!', '2025-09-05 09:30:00-03', '2025-09-05 09:30:00-03'),
  ('Juliana Ribeiro', 'sim', 'juliana.ribeiro@exemplo.com.br', '(34) 99111-3344', null, '2025-09-10 22:05:00-03', '2025-09-10 22:05:00-03'),
  ('Rafael Ribeiro', 'sim', 'rafael.ribeiro@exemplo.com.br', '(34) 99111-3345', 'Alergia a camarão.', '2025-09-10 22:07:00-03', '2025-09-10 22:07:00-03'),
  ('Antônio Carlos Mendes', 'sim', 'antonio.mendes@exemplo.com.br', '(34) 3232-1100', null, '2025-09-12 07:50:00-03', '2025-09-12 07:50:00-03'),
  ('Beatriz Nogueira', 'nao', 'beatriz.nogueira@exemplo.com.br', '+351 912 345 678', 'Moro em Lisboa e não consigo ir. Mando um abraço apertado!', '2025-09-15 16:20:00-03', '2025-09-15 16:20:00-03'),
  ('Gustavo Martins', 'sim', 'gustavo.martins@exemplo.com.br', '(34) 99222-5566', null, '2025-09-18 21:00:00-03', '2025-09-18 21:00:00-03'),
  ('Sônia Almeida', 'sim', 'sonia.almeida@exemplo.com.br', '(34) 99333-7788', 'Chego mais cedo para ajudar com as flores.', '2025-09-20 10:15:00-03', '2025-09-20 10:15:00-03'),
  ('Marcos Vinícius Rocha', 'nao', 'marcos.rocha@exemplo.com.br', '(61) 98444-9900', null, '2025-09-25 18:40:00-03', '2025-09-25 18:40:00-03');

-- Contributions as the couple's panel shows them: cards paid through Stripe, PIX typed in by the
-- couple, a Checkout still open (pending until its page closes) and one that expired unpaid.
insert into public.contributions (kind, status, amount_cents, donor_name, donor_email, donor_phone, message, stripe_session_id, checkout_url, expires_at, contributed_at, created_at)
values
  ('card', 'paid', 50000, 'Tia Lúcia Ferreira', 'lucia.ferreira@exemplo.com.br', '(34) 99876-1234', 'Para a lua de mel! Aproveitem cada minuto.', 'cs_test_demo_lucia', null, null, '2025-08-15 09:12:00-03', '2025-08-15 09:05:00-03'),
  ('card', 'paid', 25000, 'Camila Andrade', 'camila.andrade@exemplo.com.br', null, 'Um jantar especial por minha conta.', 'cs_test_demo_camila', null, null, '2025-09-02 12:30:00-03', '2025-09-02 12:25:00-03'),
  ('card', 'paid', 15000, 'Turma da faculdade', 'turma.faculdade@exemplo.com.br', null, 'Vaquinha da turma!', 'cs_test_demo_turma', null, null, '2025-09-13 20:02:00-03', '2025-09-13 19:58:00-03'),
  ('pix', 'paid', 30000, 'Seu Antônio', null, null, 'PIX recebido no dia 12/09.', null, null, null, '2025-09-12 08:00:00-03', '2025-09-12 08:30:00-03'),
  ('pix', 'paid', 20000, 'Madrinha Sônia', null, null, null, null, null, null, '2025-09-20 10:30:00-03', '2025-09-20 11:00:00-03'),
  ('card', 'expired', 10000, 'Gustavo Martins', 'gustavo.martins@exemplo.com.br', null, null, 'cs_test_demo_gustavo', null, '2025-09-18 22:00:00-03', '2025-09-18 21:05:00-03', '2025-09-18 21:05:00-03'),
  ('card', 'pending', 35000, 'Juliana e Pedro', 'juliana.ribeiro@exemplo.com.br', null, 'Com todo o carinho.', 'cs_test_demo_juliana', 'https://checkout.stripe.com/c/pay/cs_test_demo_juliana', now() + interval '50 minutes', now(), now());

-- ---------------------------------------------------------------------------------------------
-- The guest list (docs/decisions/0016-guest-list.md): twelve households, thirty-one people,
-- children in both age bands of src/config/wedding.ts, companion seats (some named by the guest),
-- answered yes, no, mixed, pending and one recorded by the couple. Fixed codes, so the demo's
-- personal links stay the same (the Souzas: /?convite=3hsqwyszjk).
insert into public.households (id, name, phone, email, note, code, created_at, updated_at)
values
  ('a0000000-0000-4000-8000-000000000001', 'Tia Lúcia e Jorge', '(34) 99876-1234', 'lucia.ferreira@exemplo.com.br', 'Madrinha de batismo da noiva.', 'grtsue6v73', '2025-07-10 10:00:00-03', '2025-08-14 19:38:00-03'),
  ('a0000000-0000-4000-8000-000000000002', 'Família Souza', '(34) 99654-7788', 'ana.luiz@exemplo.com.br', 'Padrinhos.', '3hsqwyszjk', '2025-07-10 10:00:00-03', '2025-09-03 21:10:00-03'),
  ('a0000000-0000-4000-8000-000000000003', 'Família Ribeiro', '(34) 99111-3344', null, null, 'tkaehxbftp', '2025-07-10 10:00:00-03', '2025-09-10 22:07:00-03'),
  ('a0000000-0000-4000-8000-000000000004', 'Vó Cida', '(34) 3842-1122', null, 'Ligar em vez de mandar mensagem: ela não usa WhatsApp.', '236ghzmg9n', '2025-07-10 10:00:00-03', '2025-08-06 15:00:00-03'),
  ('a0000000-0000-4000-8000-000000000005', 'Camila Andrade', '(11) 98123-4567', 'camila.andrade@exemplo.com.br', null, 't6p9usghft', '2025-07-10 10:00:00-03', '2025-09-02 12:10:00-03'),
  ('a0000000-0000-4000-8000-000000000006', 'Pedro Henrique Lima', '(31) 99777-2020', 'pedro.lima@exemplo.com.br', null, 'thbk4hf58k', '2025-07-10 10:00:00-03', '2025-09-05 09:30:00-03'),
  ('a0000000-0000-4000-8000-000000000007', 'Família Mendes', '(34) 3232-1100', null, 'Seu Antônio e Dona Rosa, com os netos.', '27v9754gs8', '2025-07-10 10:00:00-03', '2025-07-10 10:00:00-03'),
  ('a0000000-0000-4000-8000-000000000008', 'Gustavo Martins', '(34) 99222-5566', 'gustavo.martins@exemplo.com.br', null, '3r69ej9t6b', '2025-07-10 10:00:00-03', '2025-09-18 21:02:00-03'),
  ('a0000000-0000-4000-8000-000000000009', 'Madrinha Sônia e Paulo', '(34) 99333-7788', 'sonia.almeida@exemplo.com.br', null, '35byz8syvn', '2025-07-10 10:00:00-03', '2025-07-10 10:00:00-03'),
  ('a0000000-0000-4000-8000-000000000010', 'Família Rocha', '(61) 98444-9900', 'marcos.rocha@exemplo.com.br', null, 'c8sg2gcnvb', '2025-07-10 10:00:00-03', '2025-09-25 18:40:00-03'),
  ('a0000000-0000-4000-8000-000000000011', 'Beatriz Nogueira', '+351 912 345 678', 'beatriz.nogueira@exemplo.com.br', 'Mora em Lisboa.', 'auyshcjnaq', '2025-07-10 10:00:00-03', '2025-07-10 10:00:00-03'),
  ('a0000000-0000-4000-8000-000000000012', 'Turma do futebol', '(34) 99545-1212', null, 'Lucas organiza a turma.', 'ssmrpxuzck', '2025-07-10 10:00:00-03', '2025-07-10 10:00:00-03');

insert into public.household_members
  (household_id, position, name, kind, age_band, companion, attending, dietary, answered_at)
values
  -- Tia Lúcia: both coming, a gluten-free meal.
  ('a0000000-0000-4000-8000-000000000001', 0, 'Lúcia Ferreira', 'adult', null, false, 'sim', 'Sem glúten.', '2025-08-14 19:38:00-03'),
  ('a0000000-0000-4000-8000-000000000001', 1, 'Jorge Ferreira', 'adult', null, false, 'sim', null, '2025-08-14 19:38:00-03'),
  -- Família Souza: answered twice (the history shows both); the youngest child is not coming.
  ('a0000000-0000-4000-8000-000000000002', 0, 'Ana Paula Souza', 'adult', null, false, 'sim', null, '2025-09-03 21:10:00-03'),
  ('a0000000-0000-4000-8000-000000000002', 1, 'Luiz Souza', 'adult', null, false, 'sim', null, '2025-09-03 21:10:00-03'),
  ('a0000000-0000-4000-8000-000000000002', 2, 'Helena Souza', 'child', '6-12', false, 'sim', 'Alergia a amendoim.', '2025-09-03 21:10:00-03'),
  ('a0000000-0000-4000-8000-000000000002', 3, 'Theo Souza', 'child', '0-5', false, 'nao', null, '2025-09-03 21:10:00-03'),
  -- Família Ribeiro: three coming, the baby too.
  ('a0000000-0000-4000-8000-000000000003', 0, 'Juliana Ribeiro', 'adult', null, false, 'sim', null, '2025-09-10 22:07:00-03'),
  ('a0000000-0000-4000-8000-000000000003', 1, 'Rafael Ribeiro', 'adult', null, false, 'sim', 'Alergia a camarão.', '2025-09-10 22:07:00-03'),
  ('a0000000-0000-4000-8000-000000000003', 2, 'Alice Ribeiro', 'child', '0-5', false, 'sim', null, '2025-09-10 22:07:00-03'),
  -- Vó Cida: the couple recorded her answer after a phone call.
  ('a0000000-0000-4000-8000-000000000004', 0, 'Aparecida Lima', 'adult', null, false, 'sim', 'Comida sem sal, por causa da pressão.', '2025-08-06 15:00:00-03'),
  -- Camila: coming, with a companion she named.
  ('a0000000-0000-4000-8000-000000000005', 0, 'Camila Andrade', 'adult', null, false, 'sim', 'Vegetariana.', '2025-09-02 12:10:00-03'),
  ('a0000000-0000-4000-8000-000000000005', 1, 'Bruno Tavares', 'adult', null, true, 'sim', null, '2025-09-02 12:10:00-03'),
  -- Pedro: not coming, nor his companion seat.
  ('a0000000-0000-4000-8000-000000000006', 0, 'Pedro Henrique Lima', 'adult', null, false, 'nao', null, '2025-09-05 09:30:00-03'),
  ('a0000000-0000-4000-8000-000000000006', 1, '', 'adult', null, true, 'nao', null, '2025-09-05 09:30:00-03'),
  -- Família Mendes: pending.
  ('a0000000-0000-4000-8000-000000000007', 0, 'Antônio Carlos Mendes', 'adult', null, false, null, null, null),
  ('a0000000-0000-4000-8000-000000000007', 1, 'Rosa Mendes', 'adult', null, false, null, null, null),
  ('a0000000-0000-4000-8000-000000000007', 2, 'Davi Mendes', 'child', '6-12', false, null, null, null),
  ('a0000000-0000-4000-8000-000000000007', 3, 'Laura Mendes', 'child', '6-12', false, null, null, null),
  -- Gustavo: coming alone, his companion seat declined.
  ('a0000000-0000-4000-8000-000000000008', 0, 'Gustavo Martins', 'adult', null, false, 'sim', null, '2025-09-18 21:02:00-03'),
  ('a0000000-0000-4000-8000-000000000008', 1, '', 'adult', null, true, 'nao', null, '2025-09-18 21:02:00-03'),
  -- Madrinha Sônia: pending.
  ('a0000000-0000-4000-8000-000000000009', 0, 'Sônia Almeida', 'adult', null, false, null, null, null),
  ('a0000000-0000-4000-8000-000000000009', 1, 'Paulo Almeida', 'adult', null, false, null, null, null),
  -- Família Rocha: mixed (Marcos cannot come; Fernanda and the boy can).
  ('a0000000-0000-4000-8000-000000000010', 0, 'Marcos Vinícius Rocha', 'adult', null, false, 'nao', null, '2025-09-25 18:40:00-03'),
  ('a0000000-0000-4000-8000-000000000010', 1, 'Fernanda Rocha', 'adult', null, false, 'sim', 'Intolerância à lactose.', '2025-09-25 18:40:00-03'),
  ('a0000000-0000-4000-8000-000000000010', 2, 'Miguel Rocha', 'child', '0-5', false, 'sim', null, '2025-09-25 18:40:00-03'),
  -- Beatriz: pending, with a companion seat.
  ('a0000000-0000-4000-8000-000000000011', 0, 'Beatriz Nogueira', 'adult', null, false, null, null, null),
  ('a0000000-0000-4000-8000-000000000011', 1, '', 'adult', null, true, null, null, null),
  -- Turma do futebol: pending.
  ('a0000000-0000-4000-8000-000000000012', 0, 'Lucas Pereira', 'adult', null, false, null, null, null),
  ('a0000000-0000-4000-8000-000000000012', 1, 'Diego Costa', 'adult', null, false, null, null, null),
  ('a0000000-0000-4000-8000-000000000012', 2, 'Rodrigo Alves', 'adult', null, false, null, null, null),
  ('a0000000-0000-4000-8000-000000000012', 3, 'Felipe Moura', 'adult', null, false, null, null, null);

-- Each answer above, as the history keeps it; the Souzas answered twice.
insert into public.household_answers (household_id, answered_at, source, message, phone, members)
values
  ('a0000000-0000-4000-8000-000000000001', '2025-08-14 19:38:00-03', 'convite', 'Estaremos lá com muita alegria!', '(34) 99876-1234',
    '[{"name": "Lúcia Ferreira", "attending": "sim", "dietary": "Sem glúten."}, {"name": "Jorge Ferreira", "attending": "sim", "dietary": null}]'),
  ('a0000000-0000-4000-8000-000000000002', '2025-08-21 20:50:00-03', 'convite', null, '(34) 99654-7788',
    '[{"name": "Ana Paula Souza", "attending": "sim", "dietary": null}, {"name": "Luiz Souza", "attending": "sim", "dietary": null}, {"name": "Helena Souza", "attending": "sim", "dietary": null}, {"name": "Theo Souza", "attending": "sim", "dietary": null}]'),
  ('a0000000-0000-4000-8000-000000000002', '2025-09-03 21:10:00-03', 'convite', 'O Theo vai ficar com a avó. A Helena tem alergia a amendoim.', '(34) 99654-7788',
    '[{"name": "Ana Paula Souza", "attending": "sim", "dietary": null}, {"name": "Luiz Souza", "attending": "sim", "dietary": null}, {"name": "Helena Souza", "attending": "sim", "dietary": "Alergia a amendoim."}, {"name": "Theo Souza", "attending": "nao", "dietary": null}]'),
  ('a0000000-0000-4000-8000-000000000003', '2025-09-10 22:07:00-03', 'convite', null, '(34) 99111-3344',
    '[{"name": "Juliana Ribeiro", "attending": "sim", "dietary": null}, {"name": "Rafael Ribeiro", "attending": "sim", "dietary": "Alergia a camarão."}, {"name": "Alice Ribeiro", "attending": "sim", "dietary": null}]'),
  ('a0000000-0000-4000-8000-000000000004', '2025-08-06 15:00:00-03', 'casal', 'Confirmou por telefone; o Luiz vai buscá-la.', null,
    '[{"name": "Aparecida Lima", "attending": "sim", "dietary": "Comida sem sal, por causa da pressão."}]'),
  ('a0000000-0000-4000-8000-000000000005', '2025-09-02 12:10:00-03', 'convite', 'Levo o Bruno, meu namorado!', '(11) 98123-4567',
    '[{"name": "Camila Andrade", "attending": "sim", "dietary": "Vegetariana."}, {"name": "Bruno Tavares", "attending": "sim", "dietary": null}]'),
  ('a0000000-0000-4000-8000-000000000006', '2025-09-05 09:30:00-03', 'convite', 'Estarei viajando a trabalho, mas torço muito por vocês!', '(31) 99777-2020',
    '[{"name": "Pedro Henrique Lima", "attending": "nao", "dietary": null}, {"name": "", "attending": "nao", "dietary": null}]'),
  ('a0000000-0000-4000-8000-000000000008', '2025-09-18 21:02:00-03', 'convite', null, '(34) 99222-5566',
    '[{"name": "Gustavo Martins", "attending": "sim", "dietary": null}, {"name": "", "attending": "nao", "dietary": null}]'),
  ('a0000000-0000-4000-8000-000000000010', '2025-09-25 18:40:00-03', 'convite', 'O Marcos estará de plantão, mas eu e o Miguel vamos!', '(61) 98444-9900',
    '[{"name": "Marcos Vinícius Rocha", "attending": "nao", "dietary": null}, {"name": "Fernanda Rocha", "attending": "sim", "dietary": "Intolerância à lactose."}, {"name": "Miguel Rocha", "attending": "sim", "dietary": null}]');

-- The open form keeps every answer: Camila answered it twice (the latest is the current one), and
-- the couple matched Tia Lúcia's open-form answer to her household.
update public.rsvps
   set household_id = 'a0000000-0000-4000-8000-000000000001'
 where email = 'lucia.ferreira@exemplo.com.br';
insert into public.rsvps (nome_completo, vai_ao_evento, email, telefone, observacoes, created_at, updated_at)
values
  ('Camila Andrade', 'sim', 'camila.andrade@exemplo.com.br', '(11) 98123-4567', 'Vegetariana. Levo meu namorado, o Bruno.', '2025-09-04 08:25:00-03', '2025-09-04 08:25:00-03');
