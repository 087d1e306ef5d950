/**
 * The privacy notice ('Aviso de privacidade', LGPD) in plain pt-BR, fetched only when a guest opens it. The couple's facts come from wedding.ts; the services named are only those this build is configured with.
 */
export const PRIVACY_NOTICE = {
  intro: (couple: string) =>
    `Este site é de ${couple}. São eles que decidem o que fazer com os dados que você informa aqui (na Lei Geral de Proteção de Dados, a LGPD, são os controladores). Usamos seus dados só para organizar o casamento e nunca os vendemos nem os usamos para propaganda.`,
  whoTitle: 'Quem cuida dos seus dados',
  who: (couple: string) => `${couple}. Para qualquer pedido sobre os seus dados, fale com eles:`,
  email: (email: string) => `E-mail: ${email}`,
  whatsapp: (name: string, phone: string) => `WhatsApp (${name}): ${phone}`,
  whatTitle: 'O que guardamos e para quê',
  forms: [
    {
      form: 'Confirmação de presença',
      data: 'nome, e-mail, telefone, se você vai e as observações',
      why: 'para saber quantas pessoas esperar e falar com você sobre a festa.',
    },
    {
      form: 'Convite da família (link pessoal)',
      data: 'quem vai, o nome dos acompanhantes, a faixa de idade das crianças (informada pelos noivos), um recado, um telefone e, se você autorizar, restrições alimentares ou alergias',
      why: 'para preparar os lugares, o cardápio e a recepção.',
    },
    {
      form: 'Reserva de presente',
      data: 'nome, e-mail, telefone e recado',
      why: 'para o presente não ser dado duas vezes e para os noivos agradecerem.',
    },
    {
      form: 'Presentes e contribuições em dinheiro (PIX ou cartão)',
      data: 'nome, e-mail, telefone, recado, valor e data',
      why: 'para registrar o presente e agradecer (os noivos anotam quando agradeceram; a anotação é apagada com os seus dados). Os dados do cartão são digitados na página do Stripe e nunca passam por este site.',
    },
    {
      form: 'Recados',
      data: 'nome e mensagem',
      why: 'para aparecerem no mural do site, que qualquer visitante pode ler.',
    },
    // The wedding day (docs/decisions/0026-the-day-at-the-door.md).
    {
      form: 'No dia do casamento (mesas e entrada)',
      data: 'a mesa de cada pessoa, o horário em que cada uma chegou e, de quem entrar sem estar na lista, o nome, com quem veio e uma observação',
      why: 'para organizar as mesas, a recepção e o bufê. A equipe do cerimonial contratada pelos noivos vê a lista de convidados, as mesas e as restrições alimentares (o bufê precisa delas para preparar os pratos), e nada mais; a lista com as mesas fica guardada nos celulares da equipe durante a festa, para a entrada funcionar sem sinal.',
    },
    {
      form: 'Fotos dos convidados (/fotos)',
      data: 'as fotos que você envia, seu nome e a legenda (as fotos saem do seu celular sem localização nem outros dados da câmera)',
      why: 'para os noivos guardarem as fotos da festa; as que eles aprovarem aparecem no álbum do site e no telão, com o seu nome. Você pode excluir as suas pelo mesmo celular.',
    },
  ],
  sensitiveTitle: 'Dados sensíveis',
  sensitive:
    'Restrições alimentares, alergias e a idade das crianças dizem respeito à saúde e à infância, e a LGPD pede um cuidado maior com eles. Informar é opcional, e as restrições alimentares só são guardadas depois que você marca a autorização no formulário. Sem ela, o resto da sua resposta é enviado normalmente. No dia, só os noivos e a equipe do cerimonial leem as restrições, para o bufê.',
  processorsTitle: 'Quem mais trata os dados',
  processorsIntro: 'Os noivos usam estes serviços, que tratam os dados só para eles:',
  supabase: 'Supabase: o banco de dados onde as respostas ficam guardadas.',
  embedded:
    'Nesta demonstração, as respostas ficam guardadas só neste navegador e não são enviadas a nenhum servidor.',
  stripe: 'Stripe: recebe os pagamentos com cartão.',
  emailjs: 'EmailJS: envia aos noivos um e-mail com cada confirmação de presença.',
  emailjsWithPix:
    'EmailJS: envia aos noivos um e-mail com cada confirmação de presença e com cada PIX de presente avisado (seu nome, o presente e o valor).',
  backup: (host: string) =>
    `${host}: guarda uma cópia de cada confirmação de presença, caso o banco de dados falhe.`,
  deviceTitle: 'Neste aparelho',
  device:
    'Para o site abrir sem sinal e você não perder o que já começou, algumas coisas ficam guardadas só no seu navegador, neste aparelho:',
  deviceItems: [
    'a sua última confirmação de presença (nome, resposta, e-mail, telefone e observações, nunca as restrições alimentares), apagada quando você toca em “Esquecer neste aparelho” ou quando, depois do casamento, volta à parte de confirmação de presença do site;',
    'um PIX de presente que você começou e ainda não avisou que fez (seu nome, o presente e o valor), por até 48 horas;',
    'a última versão que você viu dos presentes, dos recados, das fotos e, se abriu um link pessoal, do convite da sua família.',
  ],
  deviceClear: 'Para apagar tudo, limpe os dados deste site nas configurações do navegador.',
  retentionTitle: 'Por quanto tempo',
  retention: (date: string) =>
    `Até ${date}. Depois dessa data, e-mails, telefones, restrições alimentares, idades das crianças, mesas, horários de chegada e os registros de quem entrou sem estar na lista são apagados automaticamente. Os recados e os nomes nos presentes ficam, a menos que você peça para apagá-los.`,
  rightsTitle: 'Seus direitos',
  rights:
    'Você pode pedir, a qualquer momento, uma cópia de tudo o que está guardado sobre você, a correção de algum dado ou a exclusão de tudo. Fale com os noivos pelo e-mail ou WhatsApp acima e diga o e-mail ou o telefone que usou no site. Os valores de contribuições já pagas ficam nas contas dos noivos, sem o seu nome nem o seu contato.',
} as const
