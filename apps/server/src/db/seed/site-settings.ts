/**
 * Site settings every installation starts with (pt-BR), written once and then owned by staff. The public pages
 * read them: cancellation terms, promotions, contacts, social links, payment options, app links, mission,
 * vision and values.
 */

const cancelamento = `<h2>Cancelamento e reembolso</h2>
<p>Queremos que você estude tranquilo. Por isso, explicamos aqui, sem letras miúdas, como cancelar um plano e receber o seu dinheiro de volta.</p>
<h3>1. Direito de arrependimento (7 dias)</h3>
<p>Como a compra é feita pela internet, você tem o direito de desistir em até <strong>7 (sete) dias corridos</strong> contados da confirmação do pagamento, conforme o <strong>art. 49 do Código de Defesa do Consumidor</strong> (Lei nº 8.078/1990). Nesse prazo, o reembolso é <strong>integral</strong> e não é preciso justificar o pedido, mesmo que você já tenha usado a plataforma.</p>
<h3>2. Como pedir</h3>
<p>Envie uma mensagem pelo e-mail ou pelo WhatsApp informados na página inicial, com:</p>
<ul>
<li>nome completo e CPF cadastrados na plataforma;</li>
<li>plano contratado e data do pagamento;</li>
<li>uma chave PIX em nome de quem fez o pagamento.</li>
</ul>
<p>Respondemos confirmando o recebimento. Para contar o prazo de 7 dias, vale a data em que você enviou o pedido, mesmo que a nossa resposta chegue depois.</p>
<h3>3. Reembolso</h3>
<ul>
<li>O valor efetivamente pago é devolvido por <strong>PIX</strong>, em até <strong>10 (dez) dias úteis</strong> após a confirmação do pedido, qualquer que tenha sido a forma de pagamento.</li>
<li>Se a compra teve desconto promocional, devolvemos o valor com desconto, que foi o que você pagou.</li>
<li>Não cobramos taxa de cancelamento.</li>
</ul>
<h3>4. O que acontece com o seu acesso</h3>
<ul>
<li>O <strong>acesso PRO</strong> do plano cancelado é encerrado quando o pedido é confirmado.</li>
<li>A sua conta continua ativa no acesso gratuito (15 questões por dia), com o histórico de respostas, os relatórios e os seus resumos pessoais preservados.</li>
<li>Se você comprar de novo no futuro, tudo continua de onde parou.</li>
</ul>
<h3>5. Depois dos 7 dias</h3>
<p>Os planos são pré-pagos, valem pelo período escolhido e <strong>não são renovados automaticamente</strong>: não existe cobrança futura para cancelar. Passado o prazo de arrependimento, não há devolução proporcional do período restante. Se a plataforma ficar indisponível por um período prolongado por falha nossa, fale conosco: analisamos cada caso e, quando for justo, estendemos o seu acesso ou devolvemos a parte não usada.</p>`

// The SPEC's payment options (section 9), each as it really works: the online payment is the PIX charge of the
// payment page (a QR code and its Pix Copia e Cola, released automatically on confirmation), which PicPay's app
// pays too (decision 0040).
const formasPagamento = `<ul>
<li><strong>PIX</strong>: na página de pagamento do curso, escolha o período e clique em <em>Gerar QR Code</em>. Pague no app do seu banco lendo o QR Code ou com o <em>Pix Copia e Cola</em>. O plano é liberado automaticamente assim que o pagamento é confirmado.</li>
<li><strong>PicPay online</strong>: no app do PicPay, pague com Pix o mesmo QR Code (ou o Pix Copia e Cola) gerado na página de pagamento. A liberação também é automática.</li>
<li><strong>Transferência bancária</strong>: peça os dados da conta ao atendimento e envie o comprovante.</li>
<li><strong>Comprovante</strong>: mande por <strong>WhatsApp</strong> ou <strong>e-mail</strong>, com o seu nome, CPF e o plano escolhido. A liberação manual é feita em até 1 dia útil.</li>
</ul>`

const missao = `<p>Ajudar quem sonha com a carreira pública e militar a estudar com método, pagando pouco, com questões bem explicadas e um acompanhamento honesto do próprio desempenho.</p>`

const visao = `<p>Ser a plataforma em que o candidato confia para chegar preparado ao dia da prova: a primeira que ele abre de manhã e a última que revisa antes de dormir.</p>`

const valores = `<ul>
<li><strong>Respeito ao aluno</strong>: preço justo, regras claras e atendimento de gente de verdade.</li>
<li><strong>Conteúdo correto</strong>: cada questão e cada resumo é revisado, e os erros apontados são corrigidos.</li>
<li><strong>Mérito</strong>: ranking limpo e resultados medidos com os dados da própria plataforma.</li>
<li><strong>Persistência</strong>: aprovação é construída todos os dias, uma questão de cada vez.</li>
</ul>`

const promocao = `<h2>Promoções</h2>
<h3>Doou sangue? Ganhe 10% de desconto</h3>
<p>Quem doa sangue salva vidas, e nós queremos retribuir. Apresente o comprovante de doação de sangue emitido pelo hemocentro, com data de <strong>até 60 dias antes da compra</strong>, e ganhe <strong>10% de desconto</strong> em qualquer plano.</p>
<ul>
<li>Envie o comprovante por WhatsApp ou e-mail <strong>antes</strong> de pagar, junto com o seu CPF e o plano desejado.</li>
<li>O comprovante deve estar no nome do titular da conta.</li>
<li>Cada doação vale um desconto, que não é cumulativo com outras promoções.</li>
</ul>
<h3>Campanha de premiação: próximo concurso</h3>
<p>Campanha fechada, exclusiva para assinantes. Os <strong>três assinantes mais bem classificados</strong> no resultado oficial do próximo concurso, entre os que mantiveram o plano ativo por <strong>pelo menos 6 meses</strong> antes da prova, serão premiados:</p>
<table>
<thead><tr><th>Colocação</th><th>Prêmio em dinheiro</th><th>Acesso PRO</th></tr></thead>
<tbody>
<tr><td>1º lugar</td><td>R$ 1.000,00</td><td>6 meses</td></tr>
<tr><td>2º lugar</td><td>R$ 600,00</td><td>4 meses</td></tr>
<tr><td>3º lugar</td><td>R$ 400,00</td><td>3 meses</td></tr>
</tbody>
</table>
<h3>Campanha anterior (encerrada)</h3>
<p>Na campanha anterior, os três assinantes mais bem classificados receberam <strong>R$ 500,00</strong>, <strong>R$ 300,00</strong> e <strong>R$ 100,00</strong>. Obrigado a todos que participaram!</p>
<h3>Regras das campanhas</h3>
<ul>
<li>A classificação considerada é a <strong>lista oficial</strong> publicada pela organização do concurso.</li>
<li>Em caso de empate, vale o <strong>critério de desempate do edital</strong> do próprio concurso.</li>
<li>Os 6 meses de plano podem ser somados a partir de planos consecutivos, desde que sem interrupção.</li>
<li>O premiado deve enviar o comprovante da classificação em até 30 dias após a divulgação do resultado.</li>
<li>O acesso PRO do prêmio é somado ao plano que estiver ativo.</li>
</ul>`

export const siteSettings: Record<string, string> = {
  cancelamento,
  valor_doacao: '10',
  link_app_web: 'https://app.gabarito.app/#/login/token/',
  link_site_beta: 'https://beta.gabarito.app',
  link_android: 'https://play.google.com/store/apps/details?id=br.app.gabarito',
  link_ios: 'https://apps.apple.com/br/app/gabarito/id0000000000',
  contato_email: 'contato@gabarito.app',
  contato_whatsapp: '+55 (61) 99999-0000',
  rede_instagram: 'https://www.instagram.com/gabarito.app',
  rede_youtube: 'https://www.youtube.com/@gabaritoapp',
  rede_facebook: 'https://www.facebook.com/gabarito.app',
  rede_telegram: 'https://t.me/gabaritoapp',
  formas_pagamento: formasPagamento,
  missao,
  visao,
  valores,
  promocao,
}
