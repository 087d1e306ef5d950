-- Demo content in pt-BR: gifts in all seven categories (some reserved, most with a price and a
-- drawing, some given as money in cotas), messages and a few photos. Run once on an empty database, after the migrations: by `supabase db reset` locally
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
  ('gift_seed_outros_02', 'Kit de jardinagem', 'Ferramentas, vasos e sementes para a horta da casa nova.', 'outros', false, null, null, null, null, null, '2025-07-01 10:00:00-03');

-- Reference prices (centavos), store links and the couple's order within each category.
update public.gifts g
   set price_cents = d.price_cents, store_url = d.store_url, position = d.position
  from (
    values
      ('gift_seed_cozinha_01', 89900, 'https://www.exemplo.com.br/loja/panelas-inox-5-pecas', 1),
      ('gift_seed_cozinha_02', 64900, null, 2),
      ('gift_seed_cozinha_03', 42000, 'https://www.exemplo.com.br/loja/facas-com-cepo', 4),
      ('gift_seed_cozinha_04', 31990, null, 3),
      ('gift_seed_eletro_01', 59900, 'https://www.exemplo.com.br/loja/air-fryer-5l', 1),
      ('gift_seed_eletro_02', 129900, 'https://www.exemplo.com.br/loja/cafeteira-espresso', 2),
      ('gift_seed_eletro_03', 79900, null, 3),
      ('gift_seed_eletro_04', 34990, null, 4),
      ('gift_seed_eletronicos_01', 289900, 'https://www.exemplo.com.br/loja/smart-tv-50', 1),
      ('gift_seed_eletronicos_02', 49900, null, 2),
      ('gift_seed_eletronicos_03', 159900, 'https://www.exemplo.com.br/loja/aspirador-robo', 3),
      ('gift_seed_moveis_01', 189000, null, 1),
      ('gift_seed_moveis_02', 98000, null, 2),
      ('gift_seed_moveis_03', null, null, 3),
      ('gift_seed_decoracao_01', 45000, 'https://www.exemplo.com.br/loja/espelho-redondo-70', 1),
      ('gift_seed_decoracao_02', 27900, null, 3),
      ('gift_seed_decoracao_03', 38900, null, 2),
      ('gift_seed_cama_01', 54900, 'https://www.exemplo.com.br/loja/jogo-de-cama-queen', 1),
      ('gift_seed_cama_02', 24900, null, 2),
      ('gift_seed_cama_03', null, null, 3),
      ('gift_seed_outros_02', 18900, null, 7)
  ) as d (id, price_cents, store_url, position)
 where g.id = d.id;

-- Gifts given as money (docs/decisions/0017-gifts-as-money.md): honeymoon cotas, gifts given
-- whole, and a fund the guest chooses the amount of.
insert into public.gifts (id, name, description, category, kind, price_cents, quotas, position, created_at)
values
  ('gift_seed_lua_passagens', 'Passagens da lua de mel', 'As passagens de ida e volta para a nossa viagem. Cada cota é um pedacinho do caminho!', 'outros', 'money', 20000, 10, 1, '2025-07-01 10:00:00-03'),
  ('gift_seed_lua_hotel', 'Diárias no hotel da lua de mel', 'Noites num hotel pé na areia, com café da manhã e vista para o mar.', 'outros', 'money', 35000, 6, 2, '2025-07-01 10:00:00-03'),
  ('gift_seed_lua_barco', 'Passeio de barco', 'Um dia de passeio de barco pelas praias da viagem, com parada para mergulho.', 'outros', 'money', 18000, 2, 3, '2025-07-01 10:00:00-03'),
  ('gift_seed_lua_jantar', 'Jantar romântico', 'Um jantar especial para os dois durante a viagem de lua de mel.', 'outros', 'money', 28000, 1, 4, '2025-07-01 10:00:00-03'),
  ('gift_seed_casa_fundo', 'Fundo casa nova', 'Para o que a casa nova ainda pedir: cortinas, plantas, uma prateleira a mais. Você escolhe o valor.', 'outros', 'money', null, null, 5, '2025-07-01 10:00:00-03'),
  ('gift_seed_cozinha_aula', 'Aula de culinária para o casal', 'Uma aula de massas frescas para cozinharmos juntos.', 'cozinha', 'money', 32000, 1, 5, '2025-07-01 10:00:00-03');

-- Photos: small drawings in the site's palette (SVG), like the gallery's; the thumbnail (480 px)
-- is the same drawing without its details, the photo (1200 px) has them. Real photos come from
-- the couple's panel. The SVG goes into its data URL as text ('#' and '%' escaped), not base64:
-- a third shorter, and it compresses in the demo's database snapshot, which a phone downloads.
update public.gifts g
   set image_data = 'data:image/svg+xml;charset=utf-8,' || replace(replace(
         '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="1200" height="1200">'
           || '<rect width="600" height="600" fill="' || d.background || '"/>' || d.art || d.details
           || '</svg>', '%', '%25'), '#', '%23'),
       thumbnail = 'data:image/svg+xml;charset=utf-8,' || replace(replace(
         '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="480" height="480">'
           || '<rect width="600" height="600" fill="' || d.background || '"/>' || d.art
           || '</svg>', '%', '%25'), '#', '%23')
  from (
    values
      -- A pot with its lid.
      ('gift_seed_cozinha_01', '#F4F6F1',
        '<ellipse cx="300" cy="470" rx="200" ry="26" fill="#CDD8C3"/>'
          || '<rect x="150" y="270" width="300" height="190" rx="26" fill="#7F9670"/>'
          || '<rect x="100" y="300" width="60" height="22" rx="11" fill="#4F5E46"/><rect x="440" y="300" width="60" height="22" rx="11" fill="#4F5E46"/>'
          || '<ellipse cx="300" cy="262" rx="165" ry="30" fill="#66795A"/><rect x="280" y="210" width="40" height="34" rx="12" fill="#3A4534"/>',
        '<rect x="170" y="330" width="260" height="10" rx="5" fill="#9AAE88"/><path d="M230 200 q12 -30 0 -60 M300 190 q12 -30 0 -60 M370 200 q12 -30 0 -60" stroke="#CDD8C3" stroke-width="8" fill="none" stroke-linecap="round"/>'),
      -- Stacked plates with a sage rim.
      ('gift_seed_cozinha_02', '#FBF8F3',
        '<circle cx="300" cy="300" r="210" fill="#9AAE88"/><circle cx="300" cy="300" r="185" fill="#FBF8F3"/>'
          || '<circle cx="300" cy="300" r="120" fill="#F4F6F1" stroke="#CDD8C3" stroke-width="6"/>',
        '<g fill="none" stroke="#C2A878" stroke-width="4"><circle cx="300" cy="300" r="150"/></g><rect x="120" y="480" width="360" height="20" rx="10" fill="#CDD8C3"/>'),
      -- Two wine glasses.
      ('gift_seed_cozinha_04', '#E6EBE0',
        '<g fill="#FBF8F3" stroke="#4F5E46" stroke-width="8"><path d="M170 130 h120 q0 150 -60 170 q-60 -20 -60 -170z"/><path d="M310 130 h120 q0 150 -60 170 q-60 -20 -60 -170z"/></g>'
          || '<g fill="#4F5E46"><rect x="224" y="300" width="12" height="150"/><rect x="364" y="300" width="12" height="150"/><rect x="180" y="446" width="100" height="14" rx="7"/><rect x="320" y="446" width="100" height="14" rx="7"/></g>',
        '<g fill="#8E3B46" opacity="0.7"><path d="M180 200 h100 q-6 80 -50 95 q-44 -15 -50 -95z"/><path d="M320 200 h100 q-6 80 -50 95 q-44 -15 -50 -95z"/></g>'),
      -- An air fryer.
      ('gift_seed_eletro_01', '#F4F6F1',
        '<rect x="170" y="110" width="260" height="380" rx="60" fill="#4F5E46"/><rect x="195" y="300" width="210" height="160" rx="30" fill="#3A4534"/>'
          || '<rect x="250" y="360" width="100" height="24" rx="12" fill="#9AAE88"/>',
        '<circle cx="300" cy="200" r="44" fill="#66795A"/><circle cx="300" cy="200" r="18" fill="#C2A878"/>'),
      -- An espresso machine and a cup.
      ('gift_seed_eletro_02', '#FBF8F3',
        '<rect x="130" y="120" width="260" height="340" rx="24" fill="#66795A"/><rect x="160" y="160" width="200" height="60" rx="10" fill="#3A4534"/>'
          || '<rect x="240" y="230" width="40" height="50" fill="#3A4534"/><rect x="110" y="460" width="300" height="30" rx="10" fill="#4F5E46"/>'
          || '<path d="M400 380 h90 v50 q0 40 -45 40 q-45 0 -45 -40z" fill="#FBF8F3" stroke="#4F5E46" stroke-width="8"/>',
        '<path d="M430 350 q10 -20 0 -40 M460 350 q10 -20 0 -40" stroke="#B2C2A3" stroke-width="6" fill="none" stroke-linecap="round"/>'),
      -- A television.
      ('gift_seed_eletronicos_01', '#E6EBE0',
        '<rect x="80" y="140" width="440" height="270" rx="14" fill="#3A4534"/><rect x="98" y="158" width="404" height="234" rx="6" fill="#7F9670"/>'
          || '<rect x="280" y="410" width="40" height="50" fill="#4F5E46"/><rect x="200" y="456" width="200" height="16" rx="8" fill="#4F5E46"/>',
        '<path d="M98 340 Q200 250 300 320 T502 290 V392 H98Z" fill="#66795A"/><circle cx="420" cy="220" r="30" fill="#F3E6CC"/>'),
      -- A round mirror with a wooden frame.
      ('gift_seed_decoracao_01', '#F4F6F1',
        '<circle cx="300" cy="290" r="200" fill="#C2A878"/><circle cx="300" cy="290" r="172" fill="#E6EBE0"/>',
        '<path d="M200 200 l60 -60 M215 250 l110 -110" stroke="#FBF8F3" stroke-width="14" stroke-linecap="round" opacity="0.8"/><rect x="290" y="60" width="20" height="40" fill="#4F5E46"/>'),
      -- A floor lamp.
      ('gift_seed_decoracao_03', '#FBF8F3',
        '<path d="M210 100 h180 l50 140 h-280z" fill="#B2C2A3"/><rect x="292" y="240" width="16" height="240" fill="#4F5E46"/>'
          || '<ellipse cx="300" cy="490" rx="90" ry="18" fill="#4F5E46"/>',
        '<path d="M190 250 l-40 90 M410 250 l40 90 M300 250 v110" stroke="#F3E6CC" stroke-width="10" opacity="0.8"/>'),
      -- An armchair.
      ('gift_seed_moveis_01', '#E6EBE0',
        '<rect x="170" y="130" width="260" height="220" rx="40" fill="#9AAE88"/><rect x="120" y="260" width="70" height="170" rx="30" fill="#7F9670"/>'
          || '<rect x="410" y="260" width="70" height="170" rx="30" fill="#7F9670"/><rect x="180" y="320" width="240" height="110" rx="24" fill="#B2C2A3"/>'
          || '<rect x="150" y="430" width="16" height="60" fill="#4F5E46"/><rect x="434" y="430" width="16" height="60" fill="#4F5E46"/>',
        '<rect x="250" y="200" width="100" height="70" rx="18" fill="#F3E6CC"/>'),
      -- A made bed.
      ('gift_seed_cama_01', '#F4F6F1',
        '<rect x="80" y="170" width="440" height="150" rx="20" fill="#66795A"/><rect x="80" y="300" width="440" height="150" rx="16" fill="#9AAE88"/>'
          || '<rect x="80" y="440" width="20" height="50" fill="#4F5E46"/><rect x="500" y="440" width="20" height="50" fill="#4F5E46"/>',
        '<rect x="120" y="250" width="150" height="60" rx="24" fill="#FBF8F3"/><rect x="330" y="250" width="150" height="60" rx="24" fill="#FBF8F3"/><rect x="80" y="330" width="440" height="14" fill="#B2C2A3"/>'),
      -- A plane over clouds.
      ('gift_seed_lua_passagens', '#E6EBE0',
        '<g fill="#FBF8F3"><ellipse cx="170" cy="430" rx="110" ry="40"/><ellipse cx="430" cy="470" rx="130" ry="44"/></g>'
          || '<g fill="#4F5E46"><path d="M110 300 L470 190 Q510 180 515 205 Q518 228 480 240 L130 330Z"/><path d="M290 250 L230 130 h40 L370 225Z"/><path d="M300 290 L280 390 h38 L360 270Z"/><path d="M130 310 L100 250 h26 L170 300Z"/></g>',
        '<g fill="#F3E6CC"><circle cx="400" cy="214" r="7"/><circle cx="370" cy="223" r="7"/><circle cx="340" cy="232" r="7"/></g><circle cx="480" cy="110" r="40" fill="#C2A878" opacity="0.7"/>'),
      -- A seaside hotel.
      ('gift_seed_lua_hotel', '#F3E6CC',
        '<rect y="440" width="600" height="160" fill="#9AAE88"/><rect x="170" y="170" width="260" height="280" fill="#FBF8F3"/>'
          || '<path d="M150 180 L300 100 L450 180Z" fill="#66795A"/><rect x="275" y="380" width="50" height="70" fill="#4F5E46"/>',
        '<g fill="#7F9670"><rect x="200" y="210" width="40" height="40"/><rect x="280" y="210" width="40" height="40"/><rect x="360" y="210" width="40" height="40"/>'
          || '<rect x="200" y="290" width="40" height="40"/><rect x="280" y="290" width="40" height="40"/><rect x="360" y="290" width="40" height="40"/></g>'
          || '<path d="M500 440 v-120 M500 320 q-40 -10 -60 20 M500 320 q40 -10 60 20 M500 320 q-10 -40 -40 -50 M500 320 q10 -40 40 -50" stroke="#4F5E46" stroke-width="10" fill="none" stroke-linecap="round"/>'),
      -- A sailing boat.
      ('gift_seed_lua_barco', '#E6EBE0',
        '<rect y="400" width="600" height="200" fill="#7F9670"/><path d="M140 380 h320 l-50 70 h-220z" fill="#4F5E46"/>'
          || '<path d="M300 110 v260 h-150z" fill="#FBF8F3"/><path d="M315 150 v220 h120z" fill="#F3E6CC"/>',
        '<path d="M60 480 q30 -16 60 0 q30 -16 60 0 M380 520 q30 -16 60 0 q30 -16 60 0" stroke="#CDD8C3" stroke-width="8" fill="none" stroke-linecap="round"/><circle cx="480" cy="130" r="44" fill="#C2A878" opacity="0.8"/>'),
      -- Dinner by candlelight.
      ('gift_seed_lua_jantar', '#3A4534',
        '<ellipse cx="300" cy="470" rx="240" ry="50" fill="#4F5E46"/><circle cx="300" cy="400" r="110" fill="#FBF8F3"/><circle cx="300" cy="400" r="76" fill="#E6EBE0"/>'
          || '<rect x="130" y="250" width="24" height="150" rx="6" fill="#F3E6CC"/><rect x="446" y="250" width="24" height="150" rx="6" fill="#F3E6CC"/>',
        '<g fill="#C2A878"><path d="M142 250 q-14 -24 0 -50 q14 26 0 50z"/><path d="M458 250 q-14 -24 0 -50 q14 26 0 50z"/></g>'),
      -- A house with a heart.
      ('gift_seed_casa_fundo', '#F4F6F1',
        '<rect y="470" width="600" height="130" fill="#B2C2A3"/><rect x="160" y="260" width="280" height="220" fill="#FBF8F3"/>'
          || '<path d="M130 280 L300 140 L470 280Z" fill="#66795A"/><rect x="270" y="380" width="60" height="100" fill="#4F5E46"/>',
        '<path d="M300 250 c-30 -40 -80 -5 -40 35 l40 35 l40 -35 c40 -40 -10 -75 -40 -35z" fill="#C2A878"/><rect x="190" y="320" width="50" height="44" fill="#9AAE88"/><rect x="360" y="320" width="50" height="44" fill="#9AAE88"/>')
  ) as d (id, background, art, details)
 where g.id = d.id;

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
  'data:image/svg+xml;charset=utf-8,' || replace(replace(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">'
      || scene.background || scene.details || '</svg>', '%', '%25'), '#', '%23'),
  'image/svg+xml',
  'data:image/svg+xml;charset=utf-8,' || replace(replace(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="320" height="213">'
      || scene.background || '</svg>', '%', '%25'), '#', '%23'),
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

-- Answers to the invitation, as the panel's counts and the CSV export show them. Dietary notes
-- come with the guest's consent, given with the answer (docs/decisions/0022-guests-personal-data.md).
insert into public.rsvps (nome_completo, vai_ao_evento, email, telefone, observacoes, created_at, updated_at)
values
  ('Lúcia Ferreira', 'sim', 'lucia.ferreira@exemplo.com.br', '(34) 99876-1234', 'Vou com o Jorge.', '2025-08-14 19:40:00-03', '2025-08-14 19:40:00-03'),
  ('Ana Paula Souza', 'sim', 'ana.luiz@exemplo.com.br', '(34) 99654-7788', null, '2025-08-21 20:45:00-03', '2025-08-21 20:45:00-03'),
  ('Luiz Souza', 'sim', 'luiz.souza@exemplo.com.br', '(34) 99654-7789', null, '2025-08-21 20:47:00-03', '2025-08-21 20:47:00-03'),
  ('Camila Andrade', 'sim', 'camila.andrade@exemplo.com.br', '(11) 98123-4567', null, '2025-09-02 12:10:00-03', '2025-09-02 12:10:00-03'),
  ('Pedro Henrique Lima', 'nao', 'pedro.lima@exemplo.com.br', '(31) 99777-2020', 'Estarei viajando a trabalho, mas torço muito por vocês!', '2025-09-05 09:30:00-03', '2025-09-05 09:30:00-03'),
  ('Juliana Ribeiro', 'sim', 'juliana.ribeiro@exemplo.com.br', '(34) 99111-3344', null, '2025-09-10 22:05:00-03', '2025-09-10 22:05:00-03'),
  ('Rafael Ribeiro', 'sim', 'rafael.ribeiro@exemplo.com.br', '(34) 99111-3345', null, '2025-09-10 22:07:00-03', '2025-09-10 22:07:00-03'),
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

-- Gifts given as money: cotas paid by card and by the guests' PIX (confirmed by the couple), PIX
-- informed and waiting for the couple (holding their cotas for the next hours), and a PIX whose
-- code was shown and never informed (its hold lapsed, so its cota is free again). The passagens
-- have 3 of 10 cotas paid; the passeio de barco is given whole.
insert into public.contributions
  (kind, status, amount_cents, donor_name, donor_email, donor_phone, message, stripe_session_id,
   pix_txid, gift_id, gift_name, quotas, hold_until, contributed_at, created_at)
values
  ('pix', 'paid', 40000, 'Padrinhos Ana e Luiz', 'ana.luiz@exemplo.com.br', '(34) 99654-7788', 'Boa viagem, queridos! Mandem fotos.', null,
    upper(substr(md5('seed-pix-1'), 1, 25)), 'gift_seed_lua_passagens', 'Passagens da lua de mel', 2, null, '2025-08-22 10:15:00-03', '2025-08-21 21:02:00-03'),
  ('card', 'paid', 20000, 'Primo Gustavo', 'gustavo.martins@exemplo.com.br', null, 'Uma cota de passagem e um lugar na janela!', 'cs_test_demo_gustavo_passagens',
    null, 'gift_seed_lua_passagens', 'Passagens da lua de mel', 1, now() - interval '30 days', '2025-09-19 08:40:00-03', '2025-09-19 08:36:00-03'),
  ('pix', 'informed', 20000, 'Beatriz Nogueira', 'beatriz.nogueira@exemplo.com.br', '+351 912 345 678', 'Um beijo de Lisboa!', null,
    upper(substr(md5('seed-pix-2'), 1, 25)), 'gift_seed_lua_passagens', 'Passagens da lua de mel', 1, now() + interval '40 hours', now() - interval '8 hours', now() - interval '8 hours'),
  ('card', 'paid', 70000, 'Juliana Ribeiro', 'juliana.ribeiro@exemplo.com.br', null, 'Duas noites de descanso merecido.', 'cs_test_demo_juliana_hotel',
    null, 'gift_seed_lua_hotel', 'Diárias no hotel da lua de mel', 2, now() - interval '30 days', '2025-09-11 09:20:00-03', '2025-09-11 09:14:00-03'),
  ('pix', 'informed', 35000, 'Família Mendes', 'antonio.mendes@exemplo.com.br', '(34) 3232-1100', 'Com carinho do Seu Antônio e da Dona Rosa.', null,
    upper(substr(md5('seed-pix-3'), 1, 25)), 'gift_seed_lua_hotel', 'Diárias no hotel da lua de mel', 1, now() + interval '20 hours', now() - interval '28 hours', now() - interval '28 hours'),
  ('pix', 'started', 35000, 'Lucas Pereira', 'lucas.pereira@exemplo.com.br', null, null, null,
    upper(substr(md5('seed-pix-4'), 1, 25)), 'gift_seed_lua_hotel', 'Diárias no hotel da lua de mel', 1, now() - interval '2 days', now() - interval '2 days' - interval '30 minutes', now() - interval '2 days' - interval '30 minutes'),
  ('pix', 'paid', 36000, 'Turma do futebol', 'lucas.pereira@exemplo.com.br', null, 'Da turma do futebol, para o passeio mais bonito da viagem!', null,
    upper(substr(md5('seed-pix-5'), 1, 25)), 'gift_seed_lua_barco', 'Passeio de barco', 2, null, '2025-09-26 19:00:00-03', '2025-09-26 12:30:00-03'),
  ('pix', 'paid', 15000, 'Vó Cida', null, '(34) 3842-1122', 'Para as cortinas da casa nova. Com amor, vó.', null,
    upper(substr(md5('seed-pix-6'), 1, 25)), 'gift_seed_casa_fundo', 'Fundo casa nova', null, null, '2025-08-07 11:00:00-03', '2025-08-06 16:20:00-03');

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
  ('Camila Andrade', 'sim', 'camila.andrade@exemplo.com.br', '(11) 98123-4567', 'Levo meu namorado, o Bruno.', '2025-09-04 08:25:00-03', '2025-09-04 08:25:00-03');

-- The open-form answers' dietary notes, each with the consent the guest gave when answering.
update public.rsvps r
   set dietary = d.dietary, sensitive_consent_at = r.created_at
  from (values
    ('lucia.ferreira@exemplo.com.br', 'Sem glúten, por favor.'),
    ('camila.andrade@exemplo.com.br', 'Vegetariana.'),
    ('rafael.ribeiro@exemplo.com.br', 'Alergia a camarão.')
  ) as d (email, dietary)
 where r.email = d.email;
-- The household answers that carry dietary notes were given with consent.
update public.household_answers a
   set sensitive_consent_at = a.answered_at
 where exists (select 1 from jsonb_array_elements(a.members) e where e.value ->> 'dietary' is not null);

-- ---------------------------------------------------------------------------------------------
-- The demo wedding was on 01/11/2025 and its RSVP deadline is long past: the demo keeps accepting
-- answers, so its forms can be tried (docs/decisions/0018-the-site-by-the-clock.md). A real
-- couple's site closes at the deadline unless they choose otherwise in /dev.
update public.settings set rsvp_after_deadline = true where id;

-- ---------------------------------------------------------------------------------------------
-- The thank-yous (supabase/schemas/12_thanks.sql): Tia Lúcia's, Vó Cida's and Camila's households
-- already thanked; everyone else is still to thank in /dev's 'Agradecimentos'. Marked by household
-- and by name: the embedded demo, at today's date, is past its retention (no contacts left, the
-- givers known by name alone).
insert into public.thanks (giver_hash, thanked_at)
select md5(k), now() - interval '2 days'
  from (
    select 'h:' || h.id as k
      from public.households h
     where h.id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000004',
                    'a0000000-0000-4000-8000-000000000005')
    union
    select 'n:' || private.name_key(n)
      from unnest(array['Tia Lúcia Ferreira', 'Vó Cida', 'Camila Andrade']) n
  ) marks;
