/**
 * The couple's PIX card: imported only by the card's chunk, which loads when a guest scrolls near it.
 */
export const PIX_COPY = {
  title: 'PIX',
  intro: 'Transferência direta para os noivos, de qualquer banco.',
  keyLabel: 'Chave PIX',
  keyType: (type: string) => `Tipo: ${type}`,
  receiver: (name: string, bank: string) => `Recebedor: ${name} · ${bank}`,
  copy: 'Copiar',
  copyKeyLabel: 'Copiar chave PIX',
  copied: 'Chave PIX copiada!',
  copyFailed: 'Não foi possível copiar. Selecione o texto e copie manualmente.',
  stepsTitle: 'Como contribuir',
  steps: [
    'Abra o aplicativo do seu banco e escolha pagar com PIX.',
    'Cole a chave PIX copiada acima (ou leia o QR Code).',
    'Confira o nome do recebedor e digite o valor que desejar.',
    'Confirme o pagamento e envie o comprovante para os noivos.',
  ],
  contact: 'Dúvidas? Fale com a gente pelo WhatsApp.',
  amountTitle: 'Quer um QR Code com o valor?',
  amount: 'Valor (R$)',
  amountPlaceholder: '100,00',
  amountHint: 'Opcional: gera um código PIX “copia e cola” e um QR Code com o valor.',
  generate: 'Gerar QR Code',
  invalidAmount: 'Por favor, insira um valor válido.',
  codeLabel: 'PIX copia e cola',
  copyCode: 'Copiar código',
  codeCopied: 'Código PIX copiado!',
  qrAlt: (value: string) => `QR Code PIX de ${value}`,
  qrLoading: 'Gerando QR Code…',
  qrError: 'Não foi possível gerar o QR Code. Use o código copia e cola.',
  codeError: 'Não foi possível gerar o código PIX. Use a chave acima.',
  sendReceipt: 'Enviar comprovante',
  receiptMessage: (names: string, value: string | null) =>
    value
      ? `Olá! Acabei de fazer um PIX de ${value} de presente para o casamento de ${names}. Segue o comprovante.`
      : `Olá! Acabei de fazer um PIX de presente para o casamento de ${names}. Segue o comprovante.`,
  newTab: '(abre o WhatsApp)',
  txDescription: 'Presente de casamento',
} as const
