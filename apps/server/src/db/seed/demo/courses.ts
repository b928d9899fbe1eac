import type { DemoCourse, DemoStudyText } from './types.ts'

/*
 * Demonstration courses of Gabarito. Every text here is original, written for the demo; study texts are
 * meant to be correct and useful, not filler.
 */

// ---------------------------------------------------------------------------------------------------------
// Curso de Formação de Sargentos — Combatente (EsSA): study texts
// ---------------------------------------------------------------------------------------------------------

const crase = `<h3>O que é a crase</h3>
<p><strong>Crase</strong> é a fusão de duas vogais <em>a</em> iguais. Na prática, ela acontece quando a <strong>preposição a</strong> encontra o <strong>artigo feminino a(s)</strong> ou o <em>a</em> inicial dos pronomes <em>aquele(s), aquela(s), aquilo</em>. Na escrita, a fusão é marcada pelo <strong>acento grave</strong> (à).</p>
<p>Para haver crase, portanto, são necessárias duas condições: um termo que exija a preposição <em>a</em> e uma palavra feminina que aceite o artigo <em>a</em>.</p>
<h3>O teste do masculino</h3>
<p>Troque a palavra feminina por uma masculina equivalente. Se aparecer <strong>ao</strong>, há crase.</p>
<ul>
<li>Fui <strong>à</strong> escola. → Fui <strong>ao</strong> colégio. (crase)</li>
<li>Conheci <strong>a</strong> nova instrutora. → Conheci <strong>o</strong> novo instrutor. (sem crase: <em>conhecer</em> não pede preposição)</li>
</ul>
<h3>Casos obrigatórios</h3>
<ul>
<li><strong>Horas determinadas:</strong> A formatura começa <strong>às</strong> 7h. Chegamos <strong>à</strong> uma hora.</li>
<li><strong>Locuções femininas</strong> adverbiais, prepositivas e conjuntivas: <em>às pressas, à noite, às vezes, à frente de, à custa de, à medida que, à proporção que</em>.</li>
<li><strong>Expressão "à moda de"</strong>, mesmo subentendida, inclusive antes de palavra masculina: bife <strong>à</strong> milanesa, gol <strong>à</strong> Pelé.</li>
<li><strong>Pronomes demonstrativos</strong> depois de termo que pede preposição: Refiro-me <strong>àquele</strong> edital. Não dei atenção <strong>àquilo</strong>.</li>
</ul>
<h3>Casos proibidos</h3>
<ul>
<li>Antes de <strong>palavra masculina</strong>: andar <strong>a</strong> cavalo, pagamento <strong>a</strong> prazo.</li>
<li>Antes de <strong>verbo</strong>: Começou <strong>a</strong> chover.</li>
<li>Antes da maioria dos <strong>pronomes</strong> (pessoais, indefinidos, de tratamento): Entreguei o ofício <strong>a</strong> ela, <strong>a</strong> alguém, <strong>a</strong> Vossa Excelência.</li>
<li>Entre <strong>palavras repetidas</strong>: cara <strong>a</strong> cara, gota <strong>a</strong> gota.</li>
<li><strong>A</strong> no singular antes de palavra no plural: Refiro-me <strong>a</strong> pessoas dedicadas.</li>
<li>Antes de <strong>uma</strong> como artigo indefinido: Fez referência <strong>a</strong> uma colega.</li>
</ul>
<h3>Casos facultativos</h3>
<ul>
<li>Antes de <strong>pronome possessivo feminino</strong> no singular: Obedeço <strong>à</strong> / <strong>a</strong> minha mãe.</li>
<li>Antes de <strong>nome próprio feminino</strong> de pessoa: Enviei a carta <strong>à</strong> / <strong>a</strong> Juliana.</li>
<li>Depois da preposição <strong>até</strong>: Caminhamos até <strong>à</strong> / até <strong>a</strong> praia.</li>
</ul>
<h3>Nomes de lugar</h3>
<p>Use o teste da volta: <em>"Se volto <strong>da</strong>, crase há; se volto <strong>de</strong>, crase pra quê?"</em></p>
<table>
<thead><tr><th>Ida</th><th>Volta</th><th>Crase?</th></tr></thead>
<tbody>
<tr><td>Vou à Bahia.</td><td>Volto da Bahia.</td><td>Sim</td></tr>
<tr><td>Vou a Curitiba.</td><td>Volto de Curitiba.</td><td>Não</td></tr>
<tr><td>Vou à Curitiba dos parques.</td><td>Volto da Curitiba dos parques.</td><td>Sim (lugar especificado)</td></tr>
</tbody>
</table>
<h3>Dica de prova</h3>
<p>As palavras <strong>casa</strong> (no sentido de lar) e <strong>terra</strong> (em oposição a bordo) só recebem crase quando vêm especificadas: <em>Voltei a casa cedo</em>, mas <em>Voltei à casa dos meus pais</em>; <em>Os marinheiros desceram a terra</em>, mas <em>Chegaram à terra natal</em>.</p>`

const concordanciaVerbal = `<h3>Regra geral</h3>
<p>O verbo concorda com o <strong>núcleo do sujeito</strong> em <strong>número</strong> e <strong>pessoa</strong>, esteja o sujeito antes ou depois do verbo. Nas provas, o sujeito costuma aparecer <strong>posposto</strong> justamente para confundir:</p>
<ul>
<li><strong>Chegaram</strong>, logo cedo, os novos recrutas do batalhão.</li>
<li><strong>Faltam</strong> apenas duas semanas para a prova.</li>
</ul>
<h3>Sujeito composto</h3>
<ul>
<li><strong>Antes do verbo:</strong> plural. <em>O sargento e os soldados <strong>marcharam</strong>.</em></li>
<li><strong>Depois do verbo:</strong> plural ou concordância com o núcleo mais próximo. <em><strong>Marcharam</strong> / <strong>Marchou</strong> o sargento e os soldados.</em></li>
<li><strong>Pessoas gramaticais diferentes:</strong> a 1ª prevalece sobre as demais e a 2ª sobre a 3ª. <em>Eu e você <strong>iremos</strong>. Tu e ele <strong>ireis</strong> (ou <strong>irão</strong>).</em></li>
</ul>
<h3>Casos especiais que mais caem</h3>
<table>
<thead><tr><th>Situação</th><th>Exemplo correto</th></tr></thead>
<tbody>
<tr><td>Expressão partitiva (a maioria de, grande parte de) + plural</td><td>A maioria dos candidatos <strong>chegou</strong> / <strong>chegaram</strong> cedo.</td></tr>
<tr><td>Mais de um</td><td>Mais de um candidato <strong>faltou</strong>.</td></tr>
<tr><td>Porcentagem com especificador</td><td>30% dos inscritos <strong>faltaram</strong>. 1% do efetivo <strong>ficou</strong> de serviço.</td></tr>
<tr><td>Pronome relativo <em>que</em></td><td>Fui eu que <strong>fiz</strong> o relatório.</td></tr>
<tr><td>Pronome relativo <em>quem</em></td><td>Fui eu quem <strong>fez</strong> (ou <strong>fiz</strong>) o relatório.</td></tr>
<tr><td>Um dos que</td><td>Ele foi um dos que mais <strong>estudaram</strong> (ou <strong>estudou</strong>).</td></tr>
</tbody>
</table>
<h3>Verbos impessoais: sempre no singular</h3>
<p>Verbos impessoais não têm sujeito e, por isso, ficam na 3ª pessoa do singular.</p>
<ul>
<li><strong>Haver</strong> no sentido de existir ou acontecer: <em><strong>Havia</strong> muitos candidatos. <strong>Houve</strong> problemas na inscrição.</em></li>
<li><strong>Haver</strong> e <strong>fazer</strong> indicando tempo decorrido: <em><strong>Há</strong> dez anos. <strong>Faz</strong> dois meses que estudo.</em></li>
<li>Em locução, o auxiliar também fica no singular: <em><strong>Deve haver</strong> vagas. <strong>Vai fazer</strong> três anos.</em></li>
</ul>
<p>Atenção: <strong>existir</strong>, <strong>ocorrer</strong> e <strong>acontecer</strong> não são impessoais. <em>Existem muitas vagas. Ocorreram dois acidentes.</em></p>
<h3>A partícula <em>se</em></h3>
<ul>
<li><strong>Pronome apassivador</strong> (verbo transitivo direto): o verbo concorda com o sujeito paciente. <em><strong>Vendem-se</strong> casas. <strong>Consertam-se</strong> relógios.</em></li>
<li><strong>Índice de indeterminação do sujeito</strong> (verbo transitivo indireto, intransitivo ou de ligação): verbo no singular. <em><strong>Precisa-se</strong> de soldados. <strong>Vive-se</strong> bem aqui.</em></li>
</ul>
<h3>Verbo ser</h3>
<p>O verbo <strong>ser</strong> pode concordar com o predicativo. Nas horas, datas e distâncias, concorda com o numeral: <em><strong>São</strong> dez horas. <strong>É</strong> uma hora. Daqui até o quartel <strong>são</strong> dois quilômetros.</em> Com <em>tudo, isto, isso, aquilo</em>, prefere-se o plural: <em>Tudo <strong>são</strong> flores.</em></p>`

const regenciaVerbal = `<h3>O que é regência verbal</h3>
<p><strong>Regência verbal</strong> é a relação entre o verbo e seus complementos. Alguns verbos ligam-se ao complemento sem preposição (<strong>transitivos diretos</strong>, VTD); outros exigem preposição (<strong>transitivos indiretos</strong>, VTI). Muitos verbos mudam de sentido conforme a regência, e é isso que as bancas cobram.</p>
<h3>Verbos que mudam de sentido</h3>
<table>
<thead><tr><th>Verbo</th><th>Sentido e regência</th><th>Exemplo</th></tr></thead>
<tbody>
<tr><td rowspan="3">Assistir</td><td>ver, presenciar — VTI (a)</td><td>Assisti <strong>ao</strong> desfile.</td></tr>
<tr><td>ajudar, dar assistência — VTD</td><td>O médico assistiu <strong>o</strong> ferido.</td></tr>
<tr><td>caber, pertencer — VTI (a)</td><td>Esse direito assiste <strong>ao</strong> candidato.</td></tr>
<tr><td rowspan="2">Aspirar</td><td>inspirar, sorver — VTD</td><td>Aspiramos <strong>o</strong> ar da serra.</td></tr>
<tr><td>desejar, almejar — VTI (a)</td><td>Ele aspira <strong>à</strong> carreira militar.</td></tr>
<tr><td rowspan="2">Visar</td><td>mirar; pôr visto — VTD</td><td>O atirador visou <strong>o</strong> alvo. O gerente visou <strong>o</strong> cheque.</td></tr>
<tr><td>ter em vista, pretender — VTI (a)</td><td>O treino visa <strong>ao</strong> aprimoramento físico.</td></tr>
<tr><td rowspan="2">Implicar</td><td>acarretar — VTD</td><td>A falta implica punição.</td></tr>
<tr><td>antipatizar, "pegar no pé" — VTI (com)</td><td>O colega implicava <strong>com</strong> todos.</td></tr>
</tbody>
</table>
<h3>Verbos de regência fixa que mais caem</h3>
<ul>
<li><strong>Obedecer</strong> e <strong>desobedecer</strong>: VTI (a). <em>Obedeça <strong>ao</strong> regulamento.</em></li>
<li><strong>Preferir</strong>: prefere-se uma coisa <strong>a</strong> outra, sem "mais" e sem "do que". <em>Prefiro estudar <strong>a</strong> dormir.</em> (Evite: <s>prefiro mais estudar do que dormir</s>.)</li>
<li><strong>Chegar</strong> e <strong>ir</strong>: pedem a preposição <strong>a</strong> diante do destino. <em>Cheguei <strong>ao</strong> quartel. Vamos <strong>a</strong> Brasília.</em></li>
<li><strong>Responder</strong> (dar resposta a algo): VTI (a). <em>Responda <strong>a</strong> todas as questões.</em></li>
<li><strong>Pagar</strong> e <strong>perdoar</strong>: VTD para coisa e VTI para pessoa. <em>Paguei a conta <strong>ao</strong> vendedor. Perdoou <strong>ao</strong> amigo.</em></li>
<li><strong>Namorar</strong>: VTD. <em>Ele namora Ana</em> (e não "namora com Ana", na norma-padrão).</li>
<li><strong>Simpatizar</strong> e <strong>antipatizar</strong>: VTI (com) e não são pronominais. <em>Simpatizei <strong>com</strong> a proposta</em> (e não "simpatizei-me").</li>
</ul>
<h3>Esquecer e lembrar</h3>
<p>Sem pronome, são transitivos diretos; com pronome, pedem <strong>de</strong>:</p>
<ul>
<li><em>Esqueci <strong>o</strong> horário.</em> / <em>Esqueci-me <strong>do</strong> horário.</em></li>
<li><em>Lembrei <strong>o</strong> compromisso.</em> / <em>Lembrei-me <strong>do</strong> compromisso.</em></li>
</ul>
<h3>Regência e pronomes oblíquos</h3>
<p>Os pronomes <strong>o, a, os, as</strong> substituem objetos diretos; <strong>lhe, lhes</strong> substituem objetos indiretos de pessoa. Por isso:</p>
<ul>
<li><em>O sargento ajudou o recruta.</em> → <em>O sargento <strong>o</strong> ajudou.</em></li>
<li><em>Obedeço ao comandante.</em> → <em>Obedeço-<strong>lhe</strong>.</em></li>
<li>Com <em>assistir</em> (ver) não se usa <em>lhe</em>: <em>Assisti ao jogo</em> → <em>Assisti <strong>a ele</strong>.</em></li>
</ul>
<h3>Regência e crase</h3>
<p>Sempre que o verbo pedir a preposição <strong>a</strong> e o complemento for uma palavra feminina com artigo, haverá crase: <em>Assistimos <strong>à</strong> cerimônia. Ele aspira <strong>à</strong> promoção. Obedeça <strong>às</strong> normas.</em></p>`

const acentuacao = `<h3>Por que estudar acentuação</h3>
<p>As regras de acentuação gráfica aparecem em quase todas as provas de Língua Portuguesa. Desde 2016, é obrigatória no Brasil a ortografia do <strong>Acordo Ortográfico de 1990</strong>, que eliminou alguns acentos. O ponto de partida é sempre identificar a <strong>sílaba tônica</strong>.</p>
<h3>Oxítonas (tônica na última sílaba)</h3>
<p>Acentuam-se as terminadas em <strong>a(s), e(s), o(s), em, ens</strong>: <em>sofá, café, você, cipó, também, parabéns</em>. Não se acentuam as terminadas em <em>i, u</em> ou consoante: <em>aqui, caju, anel, feliz, quartel</em> (a exceção são os hiatos, como <em>baú</em> e <em>país</em>, vistos adiante).</p>
<h3>Paroxítonas (tônica na penúltima sílaba)</h3>
<p>São a maioria das palavras da língua e, por isso, a regra funciona ao contrário da das oxítonas: <strong>não</strong> se acentuam as terminadas em <em>a(s), e(s), o(s), em, ens</em> (<em>casa, jovem</em>), a menos que terminem em ditongo. Terminações acentuadas:</p>
<ul>
<li><strong>l, n, r, x, ps:</strong> fácil, hífen, caráter, tórax, bíceps</li>
<li><strong>ã(s), ão(s):</strong> órfã, ímãs, órgão, sótãos</li>
<li><strong>i(s), u(s):</strong> júri, lápis, vírus, bônus</li>
<li><strong>um, uns:</strong> álbum, álbuns, fórum</li>
<li><strong>ditongo oral:</strong> história, série, água, jóquei, pônei</li>
</ul>
<p>Cuidado: <em>hifens</em>, <em>itens</em>, <em>jovens</em> e <em>polens</em> não têm acento, pois terminam em <em>ens</em>.</p>
<h3>Proparoxítonas (tônica na antepenúltima sílaba)</h3>
<p><strong>Todas</strong> são acentuadas: <em>lâmpada, pântano, médico, gráfico, sábado</em>.</p>
<h3>Monossílabos tônicos</h3>
<p>Acentuam-se os terminados em <strong>a(s), e(s), o(s)</strong>: <em>pá, pés, pó, três, nós</em>.</p>
<h3>O que mudou com o Acordo</h3>
<table>
<thead><tr><th>Regra</th><th>Antes</th><th>Hoje</th></tr></thead>
<tbody>
<tr><td>Ditongos abertos <em>éi, ói</em> em paroxítonas</td><td>idéia, heróico</td><td>ideia, heroico</td></tr>
<tr><td>Hiatos <em>ee</em> e <em>oo</em></td><td>lêem, vôo</td><td>leem, voo</td></tr>
<tr><td><em>i</em> e <em>u</em> tônicos depois de ditongo em paroxítonas</td><td>feiúra</td><td>feiura</td></tr>
<tr><td>Trema</td><td>freqüente</td><td>frequente</td></tr>
<tr><td>Alguns diferenciais</td><td>pára, pêlo, pêra</td><td>para, pelo, pera</td></tr>
</tbody>
</table>
<p>Os ditongos abertos <strong>éi, éu, ói</strong> continuam acentuados em <strong>oxítonas</strong> e <strong>monossílabos</strong>: <em>papéis, chapéu, herói, céu, dói</em>. O trema permanece apenas em nomes estrangeiros e seus derivados, como <em>Müller</em>.</p>
<h3>Hiatos com i e u</h3>
<p>O <em>i</em> e o <em>u</em> tônicos que formam hiato com a vogal anterior levam acento quando estão sozinhos na sílaba ou seguidos de <em>s</em>: <em>saúde, país, baú, egoísta</em>. Não levam acento se a sílaba seguinte começar por <em>nh</em> (<em>rainha</em>) ou se formarem sílaba com outra consoante (<em>ruim, juiz, Raul</em>).</p>
<h3>Acentos diferenciais que sobreviveram</h3>
<ul>
<li><strong>pôr</strong> (verbo) × <strong>por</strong> (preposição)</li>
<li><strong>pôde</strong> (passado) × <strong>pode</strong> (presente)</li>
<li><strong>têm, vêm</strong> (plural) × <strong>tem, vem</strong> (singular); derivados: ele <em>mantém</em>, eles <em>mantêm</em></li>
</ul>`

const porcentagem = `<h3>O que é porcentagem</h3>
<p><strong>Porcentagem</strong> é uma razão de denominador 100. Escrever <strong>p%</strong> é o mesmo que escrever <strong>p/100</strong>. Assim, 25% = 25/100 = 0,25 e 7% = 0,07.</p>
<h3>Calculando uma porcentagem de um valor</h3>
<p>Transforme a porcentagem em número decimal e multiplique: <strong>15% de 80 = 0,15 × 80 = 12</strong>.</p>
<p>Atalhos úteis para fazer de cabeça:</p>
<ul>
<li><strong>10%</strong>: divida por 10 (10% de 340 = 34).</li>
<li><strong>1%</strong>: divida por 100 (1% de 340 = 3,4).</li>
<li><strong>5%</strong>: metade de 10% (5% de 340 = 17).</li>
<li><strong>25%</strong>: divida por 4; <strong>50%</strong>: divida por 2.</li>
</ul>
<h3>Que porcentagem um valor representa?</h3>
<p>Divida a parte pelo todo e multiplique por 100. Um candidato que acertou 36 de 48 questões teve rendimento de 36 ÷ 48 = 0,75 = <strong>75%</strong>.</p>
<h3>Aumentos e descontos: o fator multiplicativo</h3>
<p>A forma mais segura de resolver questões de aumento e desconto é usar o <strong>fator</strong>:</p>
<ul>
<li>Aumento de i% → multiplique por <strong>(1 + i)</strong>. Aumento de 12%: × 1,12.</li>
<li>Desconto de i% → multiplique por <strong>(1 − i)</strong>. Desconto de 30%: × 0,70.</li>
</ul>
<p>Exemplo: um fardamento de R$ 180,00 com desconto de 15% sai por 180 × 0,85 = <strong>R$ 153,00</strong>.</p>
<h3>Aumentos e descontos sucessivos</h3>
<p>Multiplique os fatores; <strong>nunca</strong> some as porcentagens. Um aumento de 20% seguido de um desconto de 20% dá 1,20 × 0,80 = 0,96, ou seja, uma <strong>queda de 4%</strong> em relação ao valor inicial, e não "zero a zero".</p>
<p>Dois aumentos seguidos de 10% resultam em 1,10 × 1,10 = 1,21: aumento total de <strong>21%</strong>.</p>
<h3>Descobrindo o valor original</h3>
<p>Se, depois de um aumento de 25%, um produto custa R$ 150,00, o preço original é 150 ÷ 1,25 = <strong>R$ 120,00</strong>. Erro comum: calcular 25% de 150 e subtrair, o que daria R$ 112,50.</p>
<h3>Variação percentual</h3>
<p>A variação é calculada sempre em relação ao valor <strong>inicial</strong>:</p>
<p><strong>variação = (valor final − valor inicial) ÷ valor inicial</strong></p>
<table>
<thead><tr><th>De</th><th>Para</th><th>Variação</th></tr></thead>
<tbody>
<tr><td>R$ 250</td><td>R$ 300</td><td>50 ÷ 250 = +20%</td></tr>
<tr><td>R$ 300</td><td>R$ 250</td><td>−50 ÷ 300 ≈ −16,7%</td></tr>
</tbody>
</table>
<p>Observe que subir de 250 para 300 e descer de 300 para 250 <strong>não</strong> representam a mesma porcentagem, porque a base muda.</p>
<h3>Porcentagem de porcentagem</h3>
<p>Multiplique as duas taxas: 40% de 30% = 0,40 × 0,30 = 0,12 = <strong>12%</strong>. Exemplo: se 30% dos inscritos são mulheres e 40% delas foram aprovadas, as aprovadas representam 12% de todos os inscritos.</p>`

const razaoProporcao = `<h3>Razão</h3>
<p><strong>Razão</strong> entre dois números <em>a</em> e <em>b</em> (com b ≠ 0) é o quociente <strong>a/b</strong>. Ela compara grandezas e aparece em situações do dia a dia:</p>
<ul>
<li><strong>Escala</strong> = distância no desenho ÷ distância real. Na escala 1:50.000, 1 cm no mapa corresponde a 50.000 cm = 500 m no terreno.</li>
<li><strong>Velocidade média</strong> = distância ÷ tempo.</li>
<li><strong>Densidade demográfica</strong> = habitantes ÷ área.</li>
</ul>
<h3>Proporção</h3>
<p><strong>Proporção</strong> é a igualdade entre duas razões: a/b = c/d. A <strong>propriedade fundamental</strong> diz que o produto dos meios é igual ao produto dos extremos: <strong>a · d = b · c</strong>.</p>
<p>Exemplo: em x/12 = 5/4, temos 4x = 60, logo x = 15.</p>
<p>Outra propriedade muito útil: se a/b = c/d, então <strong>(a + c)/(b + d) = a/b</strong>. Ela resolve rapidamente problemas em que se conhece a soma: se x/3 = y/5 e x + y = 40, então (x + y)/(3 + 5) = 40/8 = 5, logo x = 15 e y = 25.</p>
<h3>Grandezas direta e inversamente proporcionais</h3>
<table>
<thead><tr><th>Tipo</th><th>Comportamento</th><th>Relação</th></tr></thead>
<tbody>
<tr><td>Diretamente proporcionais</td><td>uma dobra, a outra dobra</td><td>y ÷ x = constante</td></tr>
<tr><td>Inversamente proporcionais</td><td>uma dobra, a outra cai pela metade</td><td>x · y = constante</td></tr>
</tbody>
</table>
<h3>Divisão proporcional</h3>
<p><strong>Diretamente proporcional:</strong> dividir R$ 1.200 entre três pessoas em partes proporcionais a 2, 3 e 5. Somando 2 + 3 + 5 = 10, a constante é 1.200 ÷ 10 = 120. As partes são <strong>240, 360 e 600</strong>.</p>
<p><strong>Inversamente proporcional:</strong> dividir 1.200 em partes inversamente proporcionais a 2, 3 e 6 equivale a dividir proporcionalmente a 1/2, 1/3 e 1/6. Multiplicando tudo pelo MMC (6), obtemos 3, 2 e 1. A soma é 6, a constante é 200 e as partes são <strong>600, 400 e 200</strong>.</p>
<h3>Regra de três simples</h3>
<p><strong>Direta:</strong> se 5 kg de um produto custam R$ 30, quanto custam 8 kg? 5/8 = 30/x → 5x = 240 → <strong>x = R$ 48</strong>.</p>
<p><strong>Inversa:</strong> 6 soldados montam um acampamento em 10 horas. Em quanto tempo 4 soldados, no mesmo ritmo, fariam o mesmo trabalho? Menos soldados, mais tempo: 6 · 10 = 4 · x → <strong>x = 15 horas</strong>.</p>
<h3>Regra de três composta</h3>
<p>Quatro máquinas produzem 600 peças em 5 horas. Quantas peças 6 máquinas produzem em 8 horas?</p>
<p>Compare cada grandeza com a incógnita: mais máquinas, mais peças (direta); mais horas, mais peças (direta). Então:</p>
<p><strong>x = 600 × (6/4) × (8/5) = 600 × 1,5 × 1,6 = 1.440 peças</strong>.</p>
<p>Quando uma grandeza for inversa, inverta a sua fração antes de multiplicar.</p>
<h3>Dica de prova</h3>
<p>Antes de montar a regra de três, pergunte sempre: "se uma grandeza aumenta, a outra aumenta ou diminui?". A maior parte dos erros vem de tratar uma relação inversa como direta.</p>`

const equacoesPrimeiroGrau = `<h3>Definição</h3>
<p><strong>Equação do 1º grau</strong> na incógnita x é toda equação que pode ser escrita na forma <strong>ax + b = 0</strong>, com a ≠ 0. Sua única solução (raiz) é <strong>x = −b/a</strong>.</p>
<h3>Como resolver</h3>
<p>Resolver uma equação é isolar a incógnita usando dois princípios:</p>
<ul>
<li><strong>Aditivo:</strong> somar ou subtrair o mesmo número dos dois membros (na prática, "passar para o outro lado" trocando o sinal).</li>
<li><strong>Multiplicativo:</strong> multiplicar ou dividir os dois membros pelo mesmo número diferente de zero.</li>
</ul>
<p>Exemplo: 3(x − 2) + 5 = 2x + 7</p>
<ul>
<li>Aplicando a distributiva: 3x − 6 + 5 = 2x + 7</li>
<li>Simplificando: 3x − 1 = 2x + 7</li>
<li>Isolando x: 3x − 2x = 7 + 1 → <strong>x = 8</strong></li>
</ul>
<p>Verificação: 3(8 − 2) + 5 = 23 e 2 · 8 + 7 = 23. Conferir a resposta substituindo-a na equação leva poucos segundos e evita erros bobos.</p>
<h3>Equações com frações</h3>
<p>Multiplique todos os termos pelo MMC dos denominadores. Em x/2 + x/3 = 10, o MMC é 6: 3x + 2x = 60 → 5x = 60 → <strong>x = 12</strong>.</p>
<h3>Montando equações a partir de problemas</h3>
<p>O passo mais importante é traduzir o texto para a linguagem matemática:</p>
<table>
<thead><tr><th>Texto</th><th>Expressão</th></tr></thead>
<tbody>
<tr><td>o dobro de um número</td><td>2x</td></tr>
<tr><td>a metade de um número</td><td>x/2</td></tr>
<tr><td>três números consecutivos</td><td>x, x + 1, x + 2</td></tr>
<tr><td>um número aumentado de 5</td><td>x + 5</td></tr>
<tr><td>o triplo de um número diminuído de 4</td><td>3x − 4</td></tr>
</tbody>
</table>
<p><strong>Problema 1.</strong> A soma de três números consecutivos é 87. Quais são eles?<br>x + (x + 1) + (x + 2) = 87 → 3x + 3 = 87 → 3x = 84 → x = 28. Os números são <strong>28, 29 e 30</strong>.</p>
<p><strong>Problema 2.</strong> Um pai tem o triplo da idade do filho. Daqui a 12 anos, terá o dobro. Quais são as idades atuais?<br>Filho: x; pai: 3x. Daqui a 12 anos: 3x + 12 = 2(x + 12) → 3x + 12 = 2x + 24 → x = 12. O filho tem <strong>12 anos</strong> e o pai, <strong>36</strong>. (Verificação: 48 = 2 · 24.)</p>
<p><strong>Problema 3.</strong> Em uma companhia, um terço dos soldados está de serviço, um quarto está de folga e os 50 restantes estão em instrução. Quantos soldados há?<br>x/3 + x/4 + 50 = x → multiplicando por 12: 4x + 3x + 600 = 12x → 5x = 600 → <strong>x = 120</strong>.</p>
<h3>Casos especiais</h3>
<ul>
<li>Se a equação se reduz a <strong>0x = 5</strong>, não há solução (equação impossível).</li>
<li>Se se reduz a <strong>0x = 0</strong>, qualquer número é solução (infinitas soluções).</li>
</ul>
<h3>Inequações do 1º grau</h3>
<p>Resolvem-se da mesma forma, com um cuidado: ao multiplicar ou dividir os dois membros por um número <strong>negativo</strong>, o sinal da desigualdade se <strong>inverte</strong>. Exemplo: −2x &gt; 6 → x &lt; −3.</p>`

const proclamacaoRepublica = `<h3>O fato</h3>
<p>Na manhã de <strong>15 de novembro de 1889</strong>, no Rio de Janeiro, tropas lideradas pelo <strong>marechal Deodoro da Fonseca</strong> depuseram o gabinete do Visconde de Ouro Preto. No mesmo dia foi proclamada a República e instalado um <strong>Governo Provisório</strong> chefiado por Deodoro. Dois dias depois, a família imperial partiu para o exílio na Europa.</p>
<p>O movimento teve pouca participação popular. O republicano Aristides Lobo escreveu que o povo assistiu aos acontecimentos "bestializado", sem entender bem o que se passava.</p>
<h3>Por que a Monarquia caiu</h3>
<p>A queda do Império resultou da perda de apoio de grupos que antes o sustentavam:</p>
<ul>
<li><strong>Questão Religiosa</strong> (década de 1870): os bispos de Olinda e de Belém puniram irmandades ligadas à maçonaria, seguindo orientação do papa. Como vigorava o padroado, o governo imperial considerou a atitude uma desobediência, e os bispos foram condenados e presos, o que afastou parte da Igreja do regime.</li>
<li><strong>Questão Militar</strong>: depois da <strong>Guerra do Paraguai</strong> (1864–1870), o Exército ganhou prestígio e passou a reivindicar mais participação política. Punições a oficiais que se manifestavam na imprensa aumentaram o atrito com o governo. Entre os jovens oficiais, difundia-se o <strong>positivismo</strong>, ensinado por <strong>Benjamin Constant</strong> na Escola Militar da Praia Vermelha.</li>
<li><strong>Abolição da escravidão</strong>: a <strong>Lei Áurea</strong> (13 de maio de 1888) não indenizou os proprietários. Muitos fazendeiros escravistas, sobretudo do Vale do Paraíba, deixaram de apoiar a Coroa e aderiram à República, sendo chamados de "republicanos de 13 de maio".</li>
<li><strong>Movimento republicano</strong>: o <strong>Manifesto Republicano</strong> foi publicado em 1870, e o <strong>Partido Republicano Paulista</strong> surgiu na Convenção de Itu, em 1873, reunindo cafeicultores do Oeste Paulista interessados em maior autonomia das províncias (federalismo).</li>
</ul>
<h3>O Governo Provisório (1889–1891)</h3>
<ul>
<li>O Decreto nº 1 adotou a <strong>república federativa</strong>; as antigas províncias tornaram-se estados, e o país passou a se chamar Estados Unidos do Brasil.</li>
<li>Foi decretada a <strong>separação entre Igreja e Estado</strong>, pondo fim ao padroado, e instituído o casamento civil.</li>
<li>A "grande naturalização" tornou brasileiros os estrangeiros residentes que não declarassem o desejo de manter a nacionalidade de origem.</li>
<li>O ministro da Fazenda, <strong>Rui Barbosa</strong>, facilitou o crédito e a emissão de moeda para estimular a indústria. O resultado foi forte especulação e inflação, episódio conhecido como <strong>Encilhamento</strong>.</li>
</ul>
<h3>A Constituição de 1891</h3>
<table>
<thead><tr><th>Aspecto</th><th>O que estabeleceu</th></tr></thead>
<tbody>
<tr><td>Forma de Estado</td><td>Federalismo, com ampla autonomia dos estados</td></tr>
<tr><td>Sistema de governo</td><td>Presidencialismo; três poderes (fim do Poder Moderador)</td></tr>
<tr><td>Voto</td><td>Aberto, para homens maiores de 21 anos; excluídos analfabetos, mendigos, praças de pré e religiosos de ordens monásticas</td></tr>
<tr><td>Religião</td><td>Estado laico</td></tr>
</tbody>
</table>
<h3>A República da Espada</h3>
<p>Deodoro foi eleito presidente de forma indireta pelo Congresso, em 1891, tendo <strong>Floriano Peixoto</strong> como vice. Em conflito com o Legislativo, Deodoro fechou o Congresso e, diante da reação, incluindo a <strong>Primeira Revolta da Armada</strong>, renunciou em novembro de 1891. Floriano assumiu, governou com mão firme (ficou conhecido como "Marechal de Ferro") e enfrentou a Segunda Revolta da Armada e a Revolução Federalista. Os dois governos militares (1889–1894) formam a chamada <strong>República da Espada</strong>.</p>
<h3>Para revisar</h3>
<p>Em provas, relacione sempre a Proclamação a três fatores: o afastamento da <strong>Igreja</strong>, do <strong>Exército</strong> e dos <strong>fazendeiros</strong>. Sem essas bases, a Monarquia caiu praticamente sem resistência.</p>`

const eraVargas = `<h3>Visão geral</h3>
<p>A <strong>Era Vargas</strong> corresponde aos quinze anos em que Getúlio Vargas governou o Brasil sem interrupção, de <strong>1930 a 1945</strong>. Costuma ser dividida em três fases: Governo Provisório, Governo Constitucional e Estado Novo.</p>
<h3>A Revolução de 1930</h3>
<p>Em 1929, o presidente <strong>Washington Luís</strong>, paulista, indicou outro paulista, <strong>Júlio Prestes</strong>, para sucedê-lo, rompendo o revezamento com Minas Gerais da política do café com leite. Minas, Rio Grande do Sul e Paraíba formaram a <strong>Aliança Liberal</strong>, com Getúlio Vargas para presidente e João Pessoa para vice. Júlio Prestes venceu a eleição de 1930, acusada de fraude. O assassinato de João Pessoa, em julho, serviu de estopim: em outubro, o movimento armado depôs Washington Luís, e Vargas assumiu o poder. O cenário incluía a crise econômica iniciada com a quebra da Bolsa de Nova York (1929), que derrubou os preços do café.</p>
<h3>Governo Provisório (1930–1934)</h3>
<ul>
<li>Fechamento do Congresso e nomeação de <strong>interventores</strong> para os estados.</li>
<li>Criação do Ministério do Trabalho, Indústria e Comércio e do Ministério da Educação e Saúde Pública.</li>
<li><strong>Revolução Constitucionalista de 1932</strong>: São Paulo pegou em armas exigindo uma Constituição; foi derrotado militarmente, mas o governo convocou a Assembleia Constituinte.</li>
<li><strong>Código Eleitoral de 1932</strong>: voto secreto, voto feminino e criação da Justiça Eleitoral.</li>
</ul>
<h3>Governo Constitucional (1934–1937)</h3>
<p>A <strong>Constituição de 1934</strong> incorporou o voto secreto e feminino e garantiu direitos trabalhistas, como salário mínimo, jornada de oito horas e férias remuneradas. Vargas foi eleito indiretamente pela Assembleia. O período foi marcado pela polarização entre a <strong>Ação Integralista Brasileira</strong> (AIB), de inspiração fascista, liderada por Plínio Salgado, e a <strong>Aliança Nacional Libertadora</strong> (ANL), frente de esquerda que tinha Luís Carlos Prestes como presidente de honra. Após a fracassada <strong>Intentona Comunista</strong> (1935), o governo ampliou a repressão. Em 1937, a divulgação do <strong>Plano Cohen</strong>, um falso plano comunista, serviu de pretexto para o golpe.</p>
<h3>Estado Novo (1937–1945)</h3>
<table>
<thead><tr><th>Área</th><th>Principais marcas</th></tr></thead>
<tbody>
<tr><td>Política</td><td>Constituição de 1937 ("Polaca"), Congresso fechado, partidos extintos, censura e propaganda pelo DIP</td></tr>
<tr><td>Administração</td><td>Criação do DASP, para modernizar o serviço público</td></tr>
<tr><td>Trabalho</td><td>Salário mínimo (1940) e <strong>Consolidação das Leis do Trabalho</strong> (CLT, 1943); sindicatos atrelados ao Estado</td></tr>
<tr><td>Economia</td><td>Companhia Siderúrgica Nacional (Volta Redonda) e Companhia Vale do Rio Doce</td></tr>
<tr><td>Guerra</td><td>Entrada na Segunda Guerra ao lado dos Aliados (1942) e envio da <strong>Força Expedicionária Brasileira</strong> (FEB) à Itália</td></tr>
</tbody>
</table>
<p>A contradição de combater ditaduras na Europa enquanto se mantinha uma ditadura no Brasil enfraqueceu o regime. Em <strong>outubro de 1945</strong>, Vargas foi deposto pelos militares.</p>
<h3>O retorno (1951–1954)</h3>
<p>Eleito pelo voto direto em 1950, Vargas voltou à Presidência com um programa nacionalista. Criou a <strong>Petrobras</strong> (1953), após a campanha "O petróleo é nosso". Pressionado por uma grave crise política, suicidou-se em <strong>24 de agosto de 1954</strong>, deixando a Carta-Testamento.</p>
<h3>Para revisar</h3>
<p>Associe Vargas ao <strong>trabalhismo</strong> (CLT, salário mínimo), à <strong>centralização do poder</strong> e ao <strong>nacionalismo econômico</strong> (siderurgia e petróleo).</p>`

const relevoBrasileiro = `<h3>Estrutura geológica</h3>
<p>O território brasileiro está no interior da <strong>Placa Sul-Americana</strong>, longe das bordas onde as placas se chocam. Por isso, o Brasil <strong>não tem dobramentos modernos</strong> (cordilheiras jovens, como os Andes), nem vulcões ativos, e os terremotos são raros e, em geral, de baixa magnitude.</p>
<p>A base do relevo é formada por dois tipos de estrutura:</p>
<ul>
<li><strong>Escudos cristalinos</strong>: terrenos muito antigos, de rochas magmáticas e metamórficas, ricos em minerais metálicos (ferro, manganês, ouro). Ocupam cerca de um terço do território.</li>
<li><strong>Bacias sedimentares</strong>: áreas formadas pelo acúmulo de sedimentos, onde se encontram petróleo, gás natural e carvão mineral. Ocupam a maior parte do país, como as bacias Amazônica, do Paraná e do Parnaíba.</li>
</ul>
<h3>Altitudes modestas</h3>
<p>Como as formas de relevo são antigas e muito desgastadas pela erosão, predominam altitudes baixas e médias. O ponto mais alto do país é o <strong>Pico da Neblina</strong> (cerca de 2.995 m), no Amazonas, na fronteira com a Venezuela, seguido pelo Pico 31 de Março, vizinho a ele.</p>
<h3>As três formas principais</h3>
<table>
<thead><tr><th>Forma</th><th>Característica</th><th>Processo dominante</th></tr></thead>
<tbody>
<tr><td><strong>Planalto</strong></td><td>Superfície elevada e irregular, limitada por escarpas</td><td>Erosão (perde sedimentos)</td></tr>
<tr><td><strong>Planície</strong></td><td>Superfície plana e baixa</td><td>Sedimentação (recebe sedimentos)</td></tr>
<tr><td><strong>Depressão</strong></td><td>Área mais baixa que o relevo ao redor</td><td>Erosão intensa</td></tr>
</tbody>
</table>
<p>As depressões podem ser <strong>absolutas</strong> (abaixo do nível do mar) ou <strong>relativas</strong> (acima do nível do mar, mas mais baixas que o entorno). No Brasil, todas as depressões são <strong>relativas</strong>.</p>
<h3>As classificações do relevo</h3>
<ul>
<li><strong>Aroldo de Azevedo</strong> (década de 1940): baseada sobretudo na altitude, dividia o relevo em planaltos e planícies.</li>
<li><strong>Aziz Ab'Sáber</strong> (décadas de 1950 e 1960): considerou os processos de erosão e sedimentação, mantendo planaltos e planícies.</li>
<li><strong>Jurandyr Ross</strong> (1989, revista em 1995): usou imagens de radar do Projeto Radambrasil e dividiu o relevo em <strong>28 unidades</strong>: <strong>11 planaltos, 11 depressões e 6 planícies</strong>. É a classificação mais cobrada atualmente.</li>
</ul>
<h3>Exemplos que caem em prova</h3>
<ul>
<li><strong>Planaltos</strong>: Planalto da Borborema (Nordeste), Planaltos e Serras do Atlântico Leste-Sudeste, onde estão a Serra do Mar e a Serra da Mantiqueira, e Planaltos e Chapadas da Bacia do Paraná.</li>
<li><strong>Depressões</strong>: Depressão Sertaneja e do São Francisco, Depressão da Amazônia Ocidental.</li>
<li><strong>Planícies</strong>: Planície do Rio Amazonas, Planície e Pantanal Mato-Grossense, Planícies e Tabuleiros Litorâneos.</li>
</ul>
<h3>Agentes do relevo</h3>
<p>O relevo é moldado por <strong>agentes internos</strong> (tectonismo, vulcanismo, abalos sísmicos), que criam as formas, e por <strong>agentes externos</strong> (chuva, rios, vento, variação de temperatura, seres vivos e ação humana), que as desgastam e modelam. No Brasil atual, os agentes externos são os mais atuantes, com destaque para a água: as chuvas abundantes e os rios explicam, por exemplo, os "mares de morros" do Sudeste, colinas arredondadas pela erosão em clima úmido.</p>`

const climasBrasil = `<h3>Um país predominantemente tropical</h3>
<p>A maior parte do território brasileiro está na <strong>zona intertropical</strong>, entre o Equador e o Trópico de Capricórnio. Por isso predominam <strong>temperaturas elevadas</strong> durante quase todo o ano. Só a maior parte da Região Sul e pequenas porções de São Paulo e do Mato Grosso do Sul ficam ao sul do Trópico, na zona temperada do sul.</p>
<h3>Fatores do clima</h3>
<ul>
<li><strong>Latitude</strong>: quanto mais longe do Equador, menor a temperatura média e maior a diferença entre verão e inverno.</li>
<li><strong>Altitude</strong>: a temperatura cai, em média, cerca de 0,6 °C a cada 100 m de subida. Por isso cidades serranas são mais frias.</li>
<li><strong>Maritimidade e continentalidade</strong>: o oceano suaviza a temperatura; no interior, a amplitude térmica é maior.</li>
<li><strong>Massas de ar</strong>: determinam chuvas, secas, calor e frio ao longo do ano.</li>
</ul>
<h3>Massas de ar que atuam no Brasil</h3>
<table>
<thead><tr><th>Massa</th><th>Sigla</th><th>Características</th></tr></thead>
<tbody>
<tr><td>Equatorial continental</td><td>mEc</td><td>Quente e úmida; forma-se na Amazônia e leva chuvas de verão ao interior</td></tr>
<tr><td>Equatorial atlântica</td><td>mEa</td><td>Quente e úmida; atua no litoral norte e nordeste</td></tr>
<tr><td>Tropical atlântica</td><td>mTa</td><td>Quente e úmida; atua no litoral, causando chuvas orográficas nas serras</td></tr>
<tr><td>Tropical continental</td><td>mTc</td><td>Quente e seca; forma-se na região do Chaco</td></tr>
<tr><td>Polar atlântica</td><td>mPa</td><td>Fria e úmida; traz quedas de temperatura, geadas no Sul e a <strong>friagem</strong> na Amazônia</td></tr>
</tbody>
</table>
<h3>Os tipos de clima</h3>
<ul>
<li><strong>Equatorial</strong>: Amazônia. Quente e úmido o ano todo, com médias entre 25 °C e 27 °C, pequena amplitude térmica e chuvas abundantes, geralmente acima de 2.000 mm por ano.</li>
<li><strong>Tropical (típico)</strong>: grande parte do Centro-Oeste e áreas do Sudeste e do Nordeste. Duas estações bem definidas: <strong>verão quente e chuvoso</strong> e <strong>inverno seco</strong>. É o clima do Cerrado.</li>
<li><strong>Tropical de altitude</strong>: partes elevadas do Sudeste. Temperaturas mais amenas, verão chuvoso e geadas ocasionais no inverno.</li>
<li><strong>Tropical litorâneo (úmido)</strong>: faixa costeira do Nordeste ao Sudeste, sob influência da mTa. Chuvas abundantes; no litoral nordestino, concentram-se no outono e no inverno.</li>
<li><strong>Semiárido</strong>: Sertão nordestino. Temperaturas altas e chuvas <strong>escassas e irregulares</strong>, em geral abaixo de 800 mm por ano, o que favorece as secas prolongadas. É o clima da Caatinga.</li>
<li><strong>Subtropical</strong>: ao sul do Trópico de Capricórnio. Chuvas bem distribuídas, estações definidas, invernos frios com geadas e, nas áreas mais altas, neve ocasional.</li>
</ul>
<h3>Fenômenos que caem em prova</h3>
<ul>
<li><strong>Friagem</strong>: avanço da massa polar até o sul da Amazônia, derrubando a temperatura por alguns dias.</li>
<li><strong>El Niño</strong>: aquecimento anormal das águas do Pacífico equatorial. No Brasil, tende a provocar <strong>secas no Norte e no Nordeste</strong> e <strong>chuvas acima da média no Sul</strong>.</li>
<li><strong>Chuvas orográficas</strong>: o ar úmido vindo do mar sobe as serras, resfria e condensa, provocando chuva na vertente voltada para o oceano, como acontece na Serra do Mar.</li>
</ul>`

const simplePresent = `<h3>Quando usar o Simple Present</h3>
<p>O <strong>Simple Present</strong> (presente simples) é o tempo verbal mais cobrado em textos de prova. Ele expressa:</p>
<ul>
<li><strong>Hábitos e rotinas</strong>: <em>The soldiers <strong>run</strong> five kilometers every morning.</em></li>
<li><strong>Verdades gerais e fatos científicos</strong>: <em>Water <strong>boils</strong> at 100 °C at sea level.</em></li>
<li><strong>Estados e sentimentos</strong>: <em>She <strong>knows</strong> the answer. I <strong>like</strong> history.</em></li>
<li><strong>Horários e programações fixas</strong>: <em>The bus <strong>leaves</strong> at 6 a.m.</em></li>
</ul>
<h3>Forma afirmativa</h3>
<p>Usa-se o verbo na forma base para <em>I, you, we, they</em>. Na <strong>3ª pessoa do singular</strong> (<em>he, she, it</em>), acrescenta-se <strong>-s</strong>, seguindo estas regras de grafia:</p>
<table>
<thead><tr><th>Terminação do verbo</th><th>Regra</th><th>Exemplos</th></tr></thead>
<tbody>
<tr><td>maioria dos verbos</td><td>+ s</td><td>work → works, read → reads</td></tr>
<tr><td>s, ss, sh, ch, x, o</td><td>+ es</td><td>pass → passes, wash → washes, watch → watches, fix → fixes, go → goes, do → does</td></tr>
<tr><td>consoante + y</td><td>y → ies</td><td>study → studies, fly → flies</td></tr>
<tr><td>vogal + y</td><td>+ s</td><td>play → plays, obey → obeys</td></tr>
<tr><td>have</td><td>irregular</td><td>have → has</td></tr>
</tbody>
</table>
<h3>Forma negativa</h3>
<p>Usa-se o auxiliar <strong>do not (don't)</strong> ou <strong>does not (doesn't)</strong> + verbo na forma base. Repare que o <em>-s</em> da 3ª pessoa passa para o auxiliar:</p>
<ul>
<li><em>I <strong>don't</strong> work on Sundays.</em></li>
<li><em>He <strong>doesn't</strong> work on Sundays.</em> (e não <s>he doesn't works</s>)</li>
</ul>
<h3>Forma interrogativa</h3>
<p><strong>Do/Does + sujeito + verbo na forma base</strong>:</p>
<ul>
<li><em><strong>Do</strong> you <strong>speak</strong> English?</em> — <em>Yes, I do. / No, I don't.</em></li>
<li><em><strong>Does</strong> the sergeant <strong>train</strong> the recruits?</em> — <em>Yes, he does. / No, he doesn't.</em></li>
<li>Com pronome interrogativo: <em>Where <strong>does</strong> she <strong>live</strong>? What time <strong>do</strong> they <strong>wake</strong> up?</em></li>
</ul>
<h3>O verbo <em>to be</em> é diferente</h3>
<p>O verbo <strong>to be</strong> (am, is, are) não usa <em>do/does</em>: a negativa leva <em>not</em> depois do verbo e a pergunta inverte sujeito e verbo. <em>He <strong>is not</strong> (isn't) tired. <strong>Are</strong> you ready?</em></p>
<h3>Advérbios de frequência</h3>
<p><strong>always</strong> (sempre), <strong>usually</strong> (geralmente), <strong>often</strong> (frequentemente), <strong>sometimes</strong> (às vezes), <strong>rarely/seldom</strong> (raramente) e <strong>never</strong> (nunca) ficam <strong>antes do verbo principal</strong> e <strong>depois do verbo to be</strong>:</p>
<ul>
<li><em>She <strong>always</strong> arrives early.</em></li>
<li><em>He is <strong>never</strong> late.</em></li>
</ul>
<p>Expressões como <em>every day, on Mondays, once a week, twice a month</em> costumam ficar no fim da frase e são ótimas pistas de que o texto está no presente simples.</p>
<h3>Erros clássicos</h3>
<ul>
<li><s>She don't like coffee.</s> → She <strong>doesn't</strong> like coffee.</li>
<li><s>Does he plays soccer?</s> → Does he <strong>play</strong> soccer?</li>
<li><s>He study every night.</s> → He <strong>studies</strong> every night.</li>
</ul>
<h3>Pratique</h3>
<p>Complete mentalmente e confira: (1) My brother ___ (watch) the news every night. (2) ___ your friends ___ (live) near the base? (3) The instructor ___ (not / accept) late arrivals.</p>
<p><strong>Respostas:</strong> (1) watches; (2) Do … live; (3) doesn't accept.</p>`

const falsosCognatos = `<h3>O que são falsos cognatos</h3>
<p><strong>Falsos cognatos</strong> (<em>false friends</em>) são palavras do inglês parecidas, na forma, com palavras do português, mas com <strong>significado diferente</strong>. As bancas adoram usá-los em questões de interpretação, porque o candidato apressado traduz pela aparência e erra o sentido do texto.</p>
<h3>Os mais cobrados</h3>
<table>
<thead><tr><th>Palavra em inglês</th><th>Significa</th><th>Não significa</th><th>"Não significa" em inglês</th></tr></thead>
<tbody>
<tr><td>actually</td><td>na verdade, de fato</td><td>atualmente</td><td>currently, nowadays</td></tr>
<tr><td>pretend</td><td>fingir</td><td>pretender</td><td>intend</td></tr>
<tr><td>push</td><td>empurrar</td><td>puxar</td><td>pull</td></tr>
<tr><td>exquisite</td><td>requintado, refinado</td><td>esquisito</td><td>strange, weird</td></tr>
<tr><td>library</td><td>biblioteca</td><td>livraria</td><td>bookstore</td></tr>
<tr><td>parents</td><td>pais (pai e mãe)</td><td>parentes</td><td>relatives</td></tr>
<tr><td>college</td><td>faculdade</td><td>colégio</td><td>high school</td></tr>
<tr><td>lunch</td><td>almoço</td><td>lanche</td><td>snack</td></tr>
<tr><td>realize</td><td>perceber, dar-se conta</td><td>realizar</td><td>carry out, accomplish</td></tr>
<tr><td>eventually</td><td>finalmente, com o tempo</td><td>eventualmente</td><td>occasionally</td></tr>
<tr><td>attend</td><td>frequentar, comparecer</td><td>atender</td><td>answer, serve</td></tr>
<tr><td>sensible</td><td>sensato</td><td>sensível</td><td>sensitive</td></tr>
<tr><td>fabric</td><td>tecido</td><td>fábrica</td><td>factory, plant</td></tr>
<tr><td>novel</td><td>romance (livro)</td><td>novela</td><td>soap opera</td></tr>
<tr><td>costume</td><td>fantasia, traje</td><td>costume (hábito)</td><td>habit, custom</td></tr>
</tbody>
</table>
<h3>Veja a diferença em frases</h3>
<ul>
<li><em>She <strong>pretended</strong> to be asleep.</em> — Ela <strong>fingiu</strong> estar dormindo.</li>
<li><em>I <strong>actually</strong> live in Recife, not in Natal.</em> — <strong>Na verdade</strong>, eu moro em Recife, não em Natal.</li>
<li><em>He <strong>realized</strong> he had lost the keys.</em> — Ele <strong>percebeu</strong> que tinha perdido as chaves.</li>
<li><em>All candidates must <strong>attend</strong> the briefing.</em> — Todos os candidatos devem <strong>comparecer</strong> à reunião de instruções.</li>
<li><em>After months of training, he <strong>eventually</strong> passed the test.</em> — Depois de meses de treino, ele <strong>finalmente</strong> passou no teste.</li>
</ul>
<h3>Não desconfie de tudo</h3>
<p>A maioria das palavras parecidas são <strong>cognatos verdadeiros</strong> e ajudam muito na leitura: <em>important, hospital, university, information, problem, necessary, family</em>. A estratégia é confiar nos cognatos, mas conferir se o sentido combina com o resto da frase. Se a tradução "pela aparência" deixar o trecho estranho, desconfie de um falso cognato.</p>
<h3>Dica de estudo</h3>
<p>Monte um caderno com duas colunas, "parece" e "significa", e acrescente cada falso cognato que encontrar nos simulados. Revisar essa lista na semana da prova é rápido e rende pontos nas questões de compreensão de texto.</p>`

// ---------------------------------------------------------------------------------------------------------
// Aeronáutica — EEAR (CFS): study texts
// ---------------------------------------------------------------------------------------------------------

const leisDeNewton = `<h3>1ª Lei — Princípio da Inércia</h3>
<p>Se a <strong>força resultante</strong> sobre um corpo é nula, ele permanece em <strong>repouso</strong> ou em <strong>movimento retilíneo uniforme</strong> (MRU). Em outras palavras, nenhum corpo muda sozinho a sua velocidade. É por isso que o passageiro é "jogado" para a frente quando o ônibus freia: o corpo tende a manter a velocidade que tinha.</p>
<p>A lei vale em <strong>referenciais inerciais</strong>, aqueles que não estão acelerados.</p>
<h3>2ª Lei — Princípio Fundamental da Dinâmica</h3>
<p>A força resultante é igual ao produto da massa pela aceleração:</p>
<p><strong>F<sub>R</sub> = m · a</strong></p>
<p>No SI, a força é medida em <strong>newtons (N)</strong>: 1 N = 1 kg · m/s². A aceleração tem sempre a mesma direção e o mesmo sentido da força resultante.</p>
<h3>3ª Lei — Ação e Reação</h3>
<p>Quando um corpo A exerce uma força sobre um corpo B, B exerce sobre A uma força de <strong>mesma intensidade</strong>, <strong>mesma direção</strong> e <strong>sentido oposto</strong>. Como atuam em <strong>corpos diferentes</strong>, ação e reação <strong>nunca se anulam</strong>. Exemplo: os gases expelidos por um motor a jato são empurrados para trás, e o avião é empurrado para a frente.</p>
<h3>Forças que aparecem nos exercícios</h3>
<table>
<thead><tr><th>Força</th><th>Como calcular ou identificar</th></tr></thead>
<tbody>
<tr><td>Peso (P)</td><td>P = m · g, vertical e para baixo (nas provas, em geral g = 10 m/s²)</td></tr>
<tr><td>Normal (N)</td><td>Perpendicular à superfície de apoio</td></tr>
<tr><td>Tração (T)</td><td>Ao longo de fios e cabos, sempre "puxando"</td></tr>
<tr><td>Atrito (F<sub>at</sub>)</td><td>F<sub>at</sub> = μ · N, oposto ao deslizamento (ou à tendência de deslizamento)</td></tr>
</tbody>
</table>
<p>Atenção: peso e normal <strong>não</strong> são par ação e reação. A reação do peso é a força com que o corpo atrai a Terra.</p>
<h3>Exemplo 1 — Bloco com atrito</h3>
<p>Um bloco de 4 kg é puxado sobre um piso horizontal por uma força horizontal de 20 N. O coeficiente de atrito cinético é 0,3 e g = 10 m/s².</p>
<ul>
<li>Normal: N = P = 4 · 10 = 40 N</li>
<li>Atrito: F<sub>at</sub> = 0,3 · 40 = 12 N</li>
<li>Resultante: F<sub>R</sub> = 20 − 12 = 8 N</li>
<li>Aceleração: a = 8 ÷ 4 = <strong>2 m/s²</strong></li>
</ul>
<h3>Exemplo 2 — Blocos ligados por fio</h3>
<p>Os blocos A (2 kg) e B (3 kg), ligados por um fio, estão sobre uma superfície sem atrito. Uma força de 15 N puxa o bloco B. Tratando o conjunto como um só corpo: a = 15 ÷ (2 + 3) = <strong>3 m/s²</strong>. O fio é o que acelera A, logo T = m<sub>A</sub> · a = 2 · 3 = <strong>6 N</strong>.</p>
<h3>Exemplo 3 — Elevador</h3>
<p>Uma pessoa de 60 kg está sobre uma balança dentro de um elevador que sobe acelerando a 2 m/s². A balança mede a normal: N − P = m · a → N = 60 · (10 + 2) = <strong>720 N</strong>. Se o elevador descesse acelerando a 2 m/s², teríamos N = 60 · (10 − 2) = 480 N. Em queda livre, N = 0 e a pessoa se sentiria "sem peso".</p>
<h3>Plano inclinado sem atrito</h3>
<p>Decomponha o peso: a componente paralela ao plano vale <strong>P · sen θ</strong> e a perpendicular vale <strong>P · cos θ</strong>, equilibrada pela normal. Assim, a aceleração de descida é <strong>a = g · sen θ</strong>, independentemente da massa. Para θ = 30°, a = 10 · 0,5 = 5 m/s².</p>
<h3>Roteiro de resolução</h3>
<p>(1) Desenhe todas as forças em cada corpo; (2) escolha o sentido positivo; (3) aplique F<sub>R</sub> = m · a em cada direção; (4) resolva o sistema. Quase todos os exercícios de dinâmica seguem esse roteiro.</p>`

const cinematica = `<h3>Conceitos básicos</h3>
<ul>
<li><strong>Referencial</strong>: o corpo em relação ao qual se descreve o movimento. Um passageiro sentado está em repouso em relação ao avião, mas em movimento em relação ao solo.</li>
<li><strong>Deslocamento (Δs)</strong>: variação da posição, s − s<sub>0</sub>.</li>
<li><strong>Velocidade média</strong>: v<sub>m</sub> = Δs ÷ Δt.</li>
</ul>
<p>Conversão obrigatória: para passar de <strong>km/h para m/s, divida por 3,6</strong>; de m/s para km/h, multiplique por 3,6. Assim, 72 km/h = 20 m/s e 108 km/h = 30 m/s.</p>
<h3>Movimento Retilíneo Uniforme (MRU)</h3>
<p>A velocidade é <strong>constante</strong> e a aceleração é nula. A função horária é:</p>
<p><strong>s = s<sub>0</sub> + v · t</strong></p>
<p>Exemplo de encontro: dois carros estão na mesma estrada, a 300 m um do outro, indo um em direção ao outro a 20 m/s e 10 m/s. Com origem no primeiro: s<sub>A</sub> = 20t e s<sub>B</sub> = 300 − 10t. No encontro, 20t = 300 − 10t → t = <strong>10 s</strong>, na posição 200 m.</p>
<h3>Movimento Retilíneo Uniformemente Variado (MRUV)</h3>
<p>A aceleração é <strong>constante</strong> e diferente de zero. As três equações que resolvem quase tudo:</p>
<table>
<thead><tr><th>Equação</th><th>Quando usar</th></tr></thead>
<tbody>
<tr><td><strong>v = v<sub>0</sub> + a · t</strong></td><td>relaciona velocidade e tempo</td></tr>
<tr><td><strong>s = s<sub>0</sub> + v<sub>0</sub> · t + a · t²/2</strong></td><td>relaciona posição e tempo</td></tr>
<tr><td><strong>v² = v<sub>0</sub>² + 2 · a · Δs</strong> (Torricelli)</td><td>quando o tempo não é dado nem pedido</td></tr>
</tbody>
</table>
<p><strong>Exemplo 1.</strong> Um carro parte do repouso com aceleração de 2 m/s². Após 5 s: v = 0 + 2 · 5 = <strong>10 m/s</strong> e Δs = 2 · 5²/2 = <strong>25 m</strong>.</p>
<p><strong>Exemplo 2.</strong> Um veículo a 72 km/h (20 m/s) freia com desaceleração constante de 5 m/s². Tempo até parar: 0 = 20 − 5t → t = <strong>4 s</strong>. Distância de frenagem, por Torricelli: 0 = 20² − 2 · 5 · Δs → Δs = <strong>40 m</strong>.</p>
<h3>Gráficos</h3>
<ul>
<li><strong>s × t</strong>: reta no MRU; parábola no MRUV.</li>
<li><strong>v × t</strong>: reta horizontal no MRU; reta inclinada no MRUV. A <strong>inclinação</strong> da reta é a aceleração e a <strong>área</strong> sob o gráfico é o deslocamento.</li>
<li><strong>a × t</strong>: reta horizontal no MRUV; a área sob o gráfico é a variação de velocidade.</li>
</ul>
<h3>Queda livre</h3>
<p>Desprezando a resistência do ar, todo corpo solto perto da superfície cai com a mesma aceleração, <strong>g ≈ 10 m/s²</strong>, qualquer que seja a sua massa. Partindo do repouso: <strong>v = g · t</strong> e <strong>h = g · t²/2</strong>. Um objeto que cai durante 3 s atinge 30 m/s e percorre 45 m.</p>
<p>No lançamento vertical para cima, a velocidade diminui 10 m/s a cada segundo até se anular no ponto mais alto; o tempo de subida é igual ao de descida.</p>
<h3>Erros frequentes</h3>
<ul>
<li>Esquecer de converter km/h para m/s antes de usar as equações.</li>
<li>Usar o sinal errado da aceleração na frenagem: ela é contrária à velocidade.</li>
<li>Confundir deslocamento com distância percorrida quando há inversão de sentido.</li>
</ul>`

const funcaoPrimeiroGrau = `<h3>Definição</h3>
<p><strong>Função do 1º grau</strong> (ou função afim) é toda função f: ℝ → ℝ da forma <strong>f(x) = ax + b</strong>, com a e b reais e <strong>a ≠ 0</strong>.</p>
<ul>
<li><strong>a</strong> é o <strong>coeficiente angular</strong>: indica a inclinação da reta.</li>
<li><strong>b</strong> é o <strong>coeficiente linear</strong>: é o ponto em que a reta corta o eixo y, (0, b).</li>
</ul>
<p>Casos particulares: quando b = 0, a função é <strong>linear</strong> (f(x) = ax) e a reta passa pela origem; quando a = 1 e b = 0, é a <strong>função identidade</strong>. Se a = 0, a função é <strong>constante</strong> e deixa de ser do 1º grau.</p>
<h3>Gráfico</h3>
<p>O gráfico de uma função afim é sempre uma <strong>reta</strong>. Bastam dois pontos para traçá-la.</p>
<table>
<thead><tr><th>Coeficiente a</th><th>Comportamento</th></tr></thead>
<tbody>
<tr><td>a &gt; 0</td><td>função <strong>crescente</strong> (a reta "sobe")</td></tr>
<tr><td>a &lt; 0</td><td>função <strong>decrescente</strong> (a reta "desce")</td></tr>
</tbody>
</table>
<h3>Raiz (zero da função)</h3>
<p>É o valor de x que anula a função, ou seja, onde a reta corta o eixo x: ax + b = 0 → <strong>x = −b/a</strong>. Em f(x) = 2x − 8, a raiz é x = 4.</p>
<h3>Encontrando a lei a partir de dois pontos</h3>
<p>Se a reta passa por (x<sub>1</sub>, y<sub>1</sub>) e (x<sub>2</sub>, y<sub>2</sub>), então <strong>a = (y<sub>2</sub> − y<sub>1</sub>) ÷ (x<sub>2</sub> − x<sub>1</sub>)</strong>. Depois, substitui-se um dos pontos para achar b.</p>
<p>Exemplo: pontos (1, 5) e (3, 11). a = (11 − 5) ÷ (3 − 1) = 3. Usando (1, 5): 5 = 3 · 1 + b → b = 2. Logo, <strong>f(x) = 3x + 2</strong>, cuja raiz é x = −2/3.</p>
<h3>Estudo do sinal</h3>
<p>Para f(x) = 2x − 8 (a &gt; 0, raiz 4):</p>
<ul>
<li>f(x) &lt; 0 para x &lt; 4;</li>
<li>f(x) = 0 para x = 4;</li>
<li>f(x) &gt; 0 para x &gt; 4.</li>
</ul>
<p>Regra prática: à direita da raiz, a função tem o <strong>mesmo sinal de a</strong>; à esquerda, o sinal contrário.</p>
<h3>Aplicação</h3>
<p>Uma corrida de táxi custa R$ 5,00 de bandeirada mais R$ 2,50 por quilômetro rodado. O preço é P(x) = 2,5x + 5, em que x é a distância em km.</p>
<ul>
<li>Uma corrida de 12 km custa P(12) = 30 + 5 = <strong>R$ 35,00</strong>.</li>
<li>Com R$ 50,00, é possível rodar até 2,5x + 5 ≤ 50 → x ≤ <strong>18 km</strong>.</li>
</ul>
<p>O coeficiente a (2,5) é a <strong>taxa de variação</strong>: cada quilômetro a mais aumenta o preço em R$ 2,50. O coeficiente b (5) é o valor fixo, cobrado mesmo que x = 0.</p>
<h3>Dica de prova</h3>
<p>Quando o enunciado falar em "valor fixo mais um valor por unidade", pense imediatamente em função afim: o fixo é b e o valor por unidade é a.</p>`

const presentPerfect = `<h3>Estrutura</h3>
<p>O <strong>Present Perfect</strong> é formado por <strong>have/has + particípio passado</strong> do verbo principal.</p>
<ul>
<li>Afirmativa: <em>I <strong>have finished</strong> the test. She <strong>has finished</strong> the test.</em></li>
<li>Negativa: <em>I <strong>haven't</strong> (have not) <strong>finished</strong>. He <strong>hasn't</strong> (has not) <strong>finished</strong>.</em></li>
<li>Interrogativa: <em><strong>Have</strong> you <strong>finished</strong>? <strong>Has</strong> he <strong>finished</strong>?</em></li>
</ul>
<h3>Quando usar</h3>
<ul>
<li><strong>Experiências de vida</strong>, sem dizer quando: <em>I <strong>have flown</strong> in a helicopter twice. Have you <strong>ever</strong> been to Manaus?</em></li>
<li><strong>Ações que começaram no passado e continuam</strong>: <em>She <strong>has lived</strong> in Guaratinguetá <strong>since</strong> 2021. They <strong>have known</strong> each other <strong>for</strong> ten years.</em></li>
<li><strong>Passado recente com efeito no presente</strong>: <em>I <strong>have lost</strong> my ID card</em> (e continuo sem ele).</li>
<li>Com <strong>just, already, yet</strong>: <em>The plane <strong>has just</strong> landed. I <strong>have already</strong> paid. Have you sent the form <strong>yet</strong>?</em></li>
</ul>
<h3>Since × for</h3>
<table>
<thead><tr><th>Palavra</th><th>Indica</th><th>Exemplos</th></tr></thead>
<tbody>
<tr><td><strong>since</strong></td><td>o ponto de início</td><td>since 2020, since Monday, since I was a child</td></tr>
<tr><td><strong>for</strong></td><td>a duração</td><td>for two years, for three weeks, for a long time</td></tr>
</tbody>
</table>
<h3>Present Perfect × Simple Past</h3>
<p>Esta é a distinção mais cobrada. O <strong>Simple Past</strong> é usado quando o momento da ação está <strong>terminado e definido</strong>; o <strong>Present Perfect</strong>, quando o tempo não é mencionado ou ainda não terminou.</p>
<ul>
<li><em>I <strong>saw</strong> that film <strong>yesterday</strong>.</em> (momento definido: Simple Past)</li>
<li><em>I <strong>have seen</strong> that film.</em> (experiência, sem momento: Present Perfect)</li>
<li><em>He <strong>worked</strong> there <strong>in 2019</strong>.</em> × <em>He <strong>has worked</strong> there <strong>this year</strong>.</em></li>
</ul>
<p>Expressões como <em>yesterday, last week, in 2019, two days ago</em> <strong>não</strong> combinam com o Present Perfect: <s>I have seen him yesterday</s>.</p>
<h3>Particípios irregulares importantes</h3>
<table>
<thead><tr><th>Verbo</th><th>Passado</th><th>Particípio</th></tr></thead>
<tbody>
<tr><td>be</td><td>was/were</td><td>been</td></tr>
<tr><td>go</td><td>went</td><td>gone</td></tr>
<tr><td>do</td><td>did</td><td>done</td></tr>
<tr><td>see</td><td>saw</td><td>seen</td></tr>
<tr><td>take</td><td>took</td><td>taken</td></tr>
<tr><td>write</td><td>wrote</td><td>written</td></tr>
<tr><td>fly</td><td>flew</td><td>flown</td></tr>
<tr><td>know</td><td>knew</td><td>known</td></tr>
</tbody>
</table>
<h3>Been × gone</h3>
<p><em>He <strong>has been</strong> to Recife</em>: ele foi e já voltou. <em>He <strong>has gone</strong> to Recife</em>: ele foi e ainda está lá (ou a caminho).</p>
<h3>Atenção na tradução</h3>
<p>Nem sempre o Present Perfect corresponde ao pretérito perfeito do português. <em>I have lived here for five years</em> fica mais natural como "<strong>Moro</strong> aqui há cinco anos", no presente. Já <em>I have finished</em> é simplesmente "Terminei". Leia sempre o contexto antes de escolher a tradução.</p>`

// ---------------------------------------------------------------------------------------------------------
// Marinha — Aprendiz de Marinheiro: study texts
// ---------------------------------------------------------------------------------------------------------

const fracoes = `<h3>O que é uma fração</h3>
<p>Uma <strong>fração</strong> a/b (com b ≠ 0) representa <em>a</em> partes de um inteiro dividido em <em>b</em> partes iguais. O número de cima é o <strong>numerador</strong>; o de baixo, o <strong>denominador</strong>. Em 3/4 de uma pizza, a pizza foi dividida em 4 pedaços iguais e foram tomados 3.</p>
<h3>Tipos de fração</h3>
<ul>
<li><strong>Própria</strong>: numerador menor que o denominador (2/5). Vale menos que 1.</li>
<li><strong>Imprópria</strong>: numerador maior ou igual ao denominador (7/4). Pode ser escrita como número misto: 7/4 = 1 3/4.</li>
<li><strong>Aparente</strong>: representa um número inteiro (8/4 = 2).</li>
<li><strong>Equivalentes</strong>: representam a mesma quantidade (1/2 = 2/4 = 5/10).</li>
</ul>
<h3>Simplificação</h3>
<p>Divida numerador e denominador pelo mesmo número até não ser mais possível. 18/24 → dividindo por 6 → <strong>3/4</strong>. A fração obtida é chamada <strong>irredutível</strong>.</p>
<h3>Adição e subtração</h3>
<ul>
<li><strong>Mesmo denominador</strong>: some os numeradores e mantenha o denominador. 2/7 + 3/7 = 5/7.</li>
<li><strong>Denominadores diferentes</strong>: reduza ao mesmo denominador usando o <strong>MMC</strong>. 1/4 + 1/6: o MMC de 4 e 6 é 12, então 3/12 + 2/12 = <strong>5/12</strong>.</li>
</ul>
<h3>Multiplicação e divisão</h3>
<ul>
<li><strong>Multiplicação</strong>: numerador vezes numerador e denominador vezes denominador. 2/3 × 5/7 = <strong>10/21</strong>.</li>
<li><strong>Divisão</strong>: mantenha a primeira fração e multiplique pelo <strong>inverso</strong> da segunda. 3/4 ÷ 1/2 = 3/4 × 2/1 = 6/4 = <strong>3/2</strong>.</li>
</ul>
<h3>Fração de uma quantidade</h3>
<p>Para calcular 3/5 de 40, divida pelo denominador e multiplique pelo numerador: 40 ÷ 5 = 8 e 8 × 3 = <strong>24</strong>.</p>
<h3>Frações e números decimais</h3>
<table>
<thead><tr><th>Fração</th><th>Decimal</th><th>Porcentagem</th></tr></thead>
<tbody>
<tr><td>1/2</td><td>0,5</td><td>50%</td></tr>
<tr><td>1/4</td><td>0,25</td><td>25%</td></tr>
<tr><td>3/4</td><td>0,75</td><td>75%</td></tr>
<tr><td>1/5</td><td>0,2</td><td>20%</td></tr>
<tr><td>1/8</td><td>0,125</td><td>12,5%</td></tr>
</tbody>
</table>
<p>Para transformar uma fração em decimal, divida o numerador pelo denominador. Algumas frações geram dízimas periódicas: 1/3 = 0,333…</p>
<h3>Comparando frações</h3>
<p>Com o mesmo denominador, é maior a que tem maior numerador. Com denominadores diferentes, reduza ao mesmo denominador ou use a multiplicação cruzada: para comparar 3/5 e 5/8, calcule 3 × 8 = 24 e 5 × 5 = 25; como 24 &lt; 25, <strong>3/5 &lt; 5/8</strong>.</p>
<h3>Problema resolvido</h3>
<p>Um marinheiro gastou 1/3 do salário com aluguel e 1/4 com alimentação. Que fração do salário sobrou?</p>
<p>Gasto total: 1/3 + 1/4 = 4/12 + 3/12 = 7/12. Sobrou 1 − 7/12 = <strong>5/12</strong> do salário. Se o salário fosse R$ 2.400,00, sobrariam 2.400 ÷ 12 × 5 = <strong>R$ 1.000,00</strong>.</p>`

const estadosFisicos = `<h3>Os três estados físicos mais comuns</h3>
<p>A matéria é formada por partículas (átomos, moléculas ou íons) em constante movimento. O <strong>estado físico</strong> depende de quanto essas partículas estão agitadas e de quão fortemente se atraem.</p>
<table>
<thead><tr><th>Estado</th><th>Forma</th><th>Volume</th><th>Partículas</th></tr></thead>
<tbody>
<tr><td><strong>Sólido</strong></td><td>própria</td><td>próprio</td><td>muito próximas, apenas vibram</td></tr>
<tr><td><strong>Líquido</strong></td><td>do recipiente</td><td>próprio</td><td>próximas, mas deslizam umas sobre as outras</td></tr>
<tr><td><strong>Gasoso</strong></td><td>do recipiente</td><td>do recipiente</td><td>muito afastadas, com grande agitação</td></tr>
</tbody>
</table>
<h3>Mudanças de estado</h3>
<ul>
<li><strong>Fusão</strong>: sólido → líquido (o gelo derretendo).</li>
<li><strong>Solidificação</strong>: líquido → sólido (a água virando gelo no congelador).</li>
<li><strong>Vaporização</strong>: líquido → gasoso.</li>
<li><strong>Condensação</strong> (ou liquefação): gasoso → líquido (as gotas que se formam do lado de fora de um copo gelado).</li>
<li><strong>Sublimação</strong>: sólido → gasoso diretamente, sem passar pelo líquido (a naftalina e o gelo-seco). A passagem inversa, de gasoso para sólido, também é chamada de sublimação ou de ressublimação.</li>
</ul>
<p>Fusão, vaporização e sublimação (sólido → gasoso) <strong>absorvem</strong> calor. Solidificação, condensação e ressublimação <strong>liberam</strong> calor.</p>
<h3>Os três tipos de vaporização</h3>
<ul>
<li><strong>Evaporação</strong>: lenta, ocorre na superfície do líquido e em qualquer temperatura (a roupa secando no varal).</li>
<li><strong>Ebulição</strong>: rápida, ocorre em todo o líquido, com formação de bolhas, numa temperatura definida (a água fervendo na panela).</li>
<li><strong>Calefação</strong>: quase instantânea, quando o líquido toca uma superfície muito mais quente que o seu ponto de ebulição (gotas de água sobre uma chapa muito quente).</li>
</ul>
<h3>Pontos de fusão e de ebulição</h3>
<p>Uma <strong>substância pura</strong> muda de estado a temperaturas fixas. A água pura, ao nível do mar, funde a <strong>0 °C</strong> e entra em ebulição a <strong>100 °C</strong>. Durante a mudança de estado de uma substância pura, a temperatura <strong>permanece constante</strong>: o calor recebido é usado para mudar o estado, e não para aquecer.</p>
<p>Já as <strong>misturas</strong>, como a água do mar, mudam de estado numa faixa de temperaturas. É por isso que a água salgada ferve acima de 100 °C e congela abaixo de 0 °C.</p>
<h3>A influência da pressão</h3>
<p>Quanto <strong>menor a pressão</strong> atmosférica, <strong>menor a temperatura de ebulição</strong>. Em cidades de grande altitude, a água ferve abaixo de 100 °C e os alimentos demoram mais para cozinhar. A panela de pressão faz o contrário: aumenta a pressão interna, a água ferve acima de 100 °C e o cozimento fica mais rápido.</p>
<h3>O ciclo da água</h3>
<p>Na natureza, as mudanças de estado formam o <strong>ciclo da água</strong>: a água de mares, rios e lagos <strong>evapora</strong> com o calor do Sol, o vapor sobe, esfria e se <strong>condensa</strong> formando as nuvens, e volta à superfície como chuva (ou granizo e neve, após a <strong>solidificação</strong>). As plantas também devolvem vapor ao ar pela <strong>transpiração</strong>.</p>`

// ---------------------------------------------------------------------------------------------------------
// Course terms
// ---------------------------------------------------------------------------------------------------------

const termoUsoCombatente = `<h3>Regras do curso</h3>
<ul>
<li>O acesso PRO vale até a data exibida no card do curso ("Acesso PRO até") e no seu perfil. Depois dessa data, o curso volta ao limite gratuito de 15 questões por dia.</li>
<li>O conteúdo é de uso pessoal. Não é permitido copiar, revender ou divulgar questões, resumos e simulados fora da plataforma.</li>
<li>Os comentários nas questões devem tratar do conteúdo. Comentários ofensivos, propaganda ou respostas de simulados em andamento são removidos.</li>
<li>Questões com erro podem ser reportadas pelo campo de comentário; a equipe revisa e corrige o gabarito quando necessário.</li>
<li>O curso prepara para o concurso de admissão aos cursos de formação de sargentos da EsSA, mas não tem vínculo com o Exército Brasileiro. Consulte sempre o edital oficial.</li>
</ul>`

const termoSimuladoCombatente = `<h3>Como funciona o Simulado Semanal</h3>
<p>Toda semana um novo simulado com <strong>50 questões inéditas</strong>, distribuídas assim:</p>
<table>
<thead><tr><th>Disciplina</th><th>Questões</th></tr></thead>
<tbody>
<tr><td>Língua Portuguesa</td><td>14</td></tr>
<tr><td>Matemática</td><td>14</td></tr>
<tr><td>História do Brasil</td><td>8</td></tr>
<tr><td>Geografia do Brasil</td><td>8</td></tr>
<tr><td>Inglês</td><td>6</td></tr>
</tbody>
</table>
<h3>Prazo</h3>
<p>O simulado abre na <strong>segunda-feira às 00h00</strong> e fecha no <strong>domingo às 23h59</strong>, horário de Brasília. Depois do fechamento, ele passa para <strong>Simulados Antigos</strong>, onde você revê as questões e o seu desempenho por disciplina.</p>
<h3>Regras</h3>
<ul>
<li>Cada aluno tem <strong>uma única tentativa</strong> por simulado. A resposta enviada não pode ser alterada.</li>
<li>Você pode usar <strong>"Deixar por último"</strong> para mandar uma questão para o fim da fila e voltar a ela depois.</li>
<li>Não há limite de tempo, mas recomendamos resolver tudo de uma vez, em até 4 horas, como treino para o dia da prova.</li>
<li>Resolva sem consulta a livros, anotações ou outras pessoas: o objetivo é medir o seu nível real.</li>
</ul>
<h3>Ranking</h3>
<ul>
<li>A classificação é feita pelo <strong>número de acertos</strong>.</li>
<li>Em caso de empate, fica à frente quem levou <strong>menos tempo</strong> entre a primeira e a última resposta.</li>
<li>O ranking aparece assim que você termina e é atualizado até o fechamento do simulado.</li>
<li>Contas duplicadas ou tentativas de burlar o ranking levam à exclusão da classificação.</li>
</ul>
<p>Bons estudos e boa prova!</p>`

const termoSimuladoEear = `<p>O simulado semanal ainda não está disponível para este curso. Enquanto isso, treine pela seção <strong>Concursos</strong>, que reúne questões no formato da prova da EEAR.</p>`

const termoUsoMarinha = `<h3>Regras do curso</h3>
<ul>
<li>Este curso está em fase de montagem: questões e resumos estão sendo publicados aos poucos.</li>
<li>As vendas serão abertas quando o banco de questões estiver completo. Até lá, o acesso segue o limite gratuito de 15 questões por dia.</li>
<li>O conteúdo é de uso pessoal e não tem vínculo com a Marinha do Brasil. Consulte sempre o edital oficial.</li>
</ul>`

const termoSimuladoMarinha = `<p>Este curso ainda não tem simulado semanal.</p>`

// ---------------------------------------------------------------------------------------------------------
// Courses
// ---------------------------------------------------------------------------------------------------------

const resumosCombatente: DemoStudyText[] = [
  {
    titulo: 'Crase: quando usar o acento grave',
    disciplina: 'Língua Portuguesa',
    assunto: 'Crase',
    conteudo: crase,
    restrito: false,
  },
  {
    titulo: 'Concordância verbal: regra geral e casos especiais',
    disciplina: 'Língua Portuguesa',
    assunto: 'Concordância e Regência',
    conteudo: concordanciaVerbal,
    restrito: false,
  },
  {
    titulo: 'Regência verbal: os verbos que mais caem',
    disciplina: 'Língua Portuguesa',
    assunto: 'Concordância e Regência',
    conteudo: regenciaVerbal,
    restrito: true,
  },
  {
    titulo: 'Acentuação gráfica depois do Acordo Ortográfico',
    disciplina: 'Língua Portuguesa',
    assunto: 'Ortografia e Acentuação',
    conteudo: acentuacao,
    restrito: false,
  },
  {
    titulo: 'Porcentagem: aumentos, descontos e variação',
    disciplina: 'Matemática',
    assunto: 'Razão, Proporção e Porcentagem',
    conteudo: porcentagem,
    restrito: false,
  },
  {
    titulo: 'Razão, proporção e regra de três',
    disciplina: 'Matemática',
    assunto: 'Razão, Proporção e Porcentagem',
    conteudo: razaoProporcao,
    restrito: true,
  },
  {
    titulo: 'Equações do 1º grau e problemas',
    disciplina: 'Matemática',
    assunto: 'Equações e Inequações',
    conteudo: equacoesPrimeiroGrau,
    restrito: false,
  },
  {
    titulo: 'Proclamação da República e República da Espada',
    disciplina: 'História do Brasil',
    assunto: 'Primeira República',
    conteudo: proclamacaoRepublica,
    restrito: false,
  },
  {
    titulo: 'Era Vargas (1930–1945)',
    disciplina: 'História do Brasil',
    assunto: 'Era Vargas',
    conteudo: eraVargas,
    restrito: true,
  },
  {
    titulo: 'Relevo brasileiro: estrutura e classificações',
    disciplina: 'Geografia do Brasil',
    assunto: 'Relevo e Estrutura Geológica',
    conteudo: relevoBrasileiro,
    restrito: false,
  },
  {
    titulo: 'Climas do Brasil e massas de ar',
    disciplina: 'Geografia do Brasil',
    assunto: 'Clima e Vegetação',
    conteudo: climasBrasil,
    restrito: true,
  },
  {
    titulo: 'Simple Present: forma e uso',
    disciplina: 'Inglês',
    assunto: 'Tempos Verbais',
    conteudo: simplePresent,
    restrito: false,
  },
  {
    titulo: 'Falsos cognatos que confundem na prova',
    disciplina: 'Inglês',
    assunto: 'Vocabulário',
    conteudo: falsosCognatos,
    restrito: true,
  },
]

const resumosEear: DemoStudyText[] = [
  {
    titulo: 'Leis de Newton com exemplos resolvidos',
    disciplina: 'Física',
    assunto: 'Dinâmica',
    conteudo: leisDeNewton,
    restrito: true,
  },
  {
    titulo: 'Cinemática: MRU, MRUV e queda livre',
    disciplina: 'Física',
    assunto: 'Cinemática',
    conteudo: cinematica,
    restrito: false,
  },
  {
    titulo: 'Função do 1º grau (função afim)',
    disciplina: 'Matemática',
    assunto: 'Funções',
    conteudo: funcaoPrimeiroGrau,
    restrito: false,
  },
  {
    titulo: 'Present Perfect × Simple Past',
    disciplina: 'Inglês',
    assunto: 'Tempos Verbais',
    conteudo: presentPerfect,
    restrito: true,
  },
]

const resumosMarinha: DemoStudyText[] = [
  {
    titulo: 'Frações: operações e problemas',
    disciplina: 'Matemática',
    assunto: 'Frações e Números Decimais',
    conteudo: fracoes,
    restrito: false,
  },
  {
    titulo: 'Estados físicos da matéria e mudanças de estado',
    disciplina: 'Ciências',
    assunto: 'Matéria e Energia',
    conteudo: estadosFisicos,
    restrito: false,
  },
]

export const demoCourses: DemoCourse[] = [
  {
    slug: 'cfs-combatente',
    nome: 'Curso de Formação de Sargentos — Combatente',
    descricao:
      'Preparação completa para o concurso da EsSA: questões por disciplina e assunto, simulado semanal com ranking, resumos, provas anteriores, conceitos que mais caem e relatórios de desempenho.',
    imagem: 'curso-cfs-combatente.svg',
    valor:
      '<p>A partir de <strong>R$ 29,90</strong>/mês</p><p>Plano anual por <strong>R$ 249,90</strong></p>',
    termo_uso: termoUsoCombatente,
    termo_simulado: termoSimuladoCombatente,
    has_noticia: true,
    has_pergunta: true,
    has_material: true,
    has_simulado: true,
    has_prova_anterior: true,
    has_relatorio: true,
    has_conceito: true,
    index: true,
    visivel: true,
    aVenda: true,
    precos: { 1: 2990, 3: 7990, 6: 14990, 12: 24990 },
    disciplinas: [
      {
        nome: 'Língua Portuguesa',
        descricao:
          'Interpretação, ortografia, morfologia, concordância, regência e crase conforme a norma-padrão.',
        assuntos: [
          { nome: 'Interpretação de Texto', sigla: 'INT' },
          { nome: 'Ortografia e Acentuação', sigla: 'ORT' },
          { nome: 'Morfologia', sigla: 'MOR' },
          { nome: 'Concordância e Regência', sigla: 'CRE' },
          { nome: 'Crase', sigla: 'CRA' },
        ],
      },
      {
        nome: 'Matemática',
        descricao: 'Aritmética, álgebra, funções, geometria e trigonometria do ensino fundamental e médio.',
        assuntos: [
          { nome: 'Razão, Proporção e Porcentagem', sigla: 'RPP' },
          { nome: 'Equações e Inequações', sigla: 'EQI' },
          { nome: 'Funções', sigla: 'FUN' },
          { nome: 'Geometria Plana', sigla: 'GPL' },
          { nome: 'Trigonometria', sigla: 'TRI' },
        ],
      },
      {
        nome: 'História do Brasil',
        descricao: 'Da colonização portuguesa à Nova República, com foco nos temas mais cobrados.',
        assuntos: [
          { nome: 'Brasil Colônia', sigla: 'COL' },
          { nome: 'Brasil Império', sigla: 'IMP' },
          { nome: 'Primeira República', sigla: 'PRP' },
          { nome: 'Era Vargas', sigla: 'VAR' },
          { nome: 'Regime Militar e Redemocratização', sigla: 'RMR' },
        ],
      },
      {
        nome: 'Geografia do Brasil',
        descricao: 'Quadro natural, população, economia e organização do espaço brasileiro.',
        assuntos: [
          { nome: 'Relevo e Estrutura Geológica', sigla: 'REL' },
          { nome: 'Clima e Vegetação', sigla: 'CLV' },
          { nome: 'Hidrografia', sigla: 'HID' },
          { nome: 'População e Urbanização', sigla: 'POP' },
        ],
      },
      {
        nome: 'Inglês',
        descricao: 'Compreensão de textos, gramática e vocabulário em nível intermediário.',
        assuntos: [
          { nome: 'Compreensão de Texto', sigla: 'CTX' },
          { nome: 'Tempos Verbais', sigla: 'TVB' },
          { nome: 'Pronomes e Determinantes', sigla: 'PDT' },
          { nome: 'Vocabulário', sigla: 'VOC' },
        ],
      },
    ],
    noticias: [
      {
        nome: 'Edital do próximo concurso: o que já se sabe',
        imagem: 'noticia-edital-previsto.svg',
        resumo: `<p>O edital do próximo concurso de admissão aos cursos de formação de sargentos ainda <strong>não foi publicado</strong>, e não há data oficial divulgada. Desconfie de datas que circulam em grupos de mensagens sem fonte.</p>
<p>Enquanto isso, a melhor estratégia é seguir o <strong>conteúdo do último edital</strong>: as disciplinas costumam mudar pouco de um ano para o outro. Assim que o novo edital sair, trazemos aqui um resumo com datas, requisitos, taxa de inscrição e conteúdo programático.</p>`,
        publicadaEm: '2026-01-12',
      },
      {
        nome: 'Novo material: Crase sem mistério',
        imagem: 'noticia-material-crase.svg',
        resumo: `<p>Publicamos em <strong>Material</strong> um resumo completo de crase, com o teste do masculino, os casos obrigatórios, proibidos e facultativos e uma tabela para nomes de lugar.</p>
<p>Depois de ler, filtre as questões pelo assunto <strong>Crase</strong> e confira quanto você evoluiu nos relatórios.</p>`,
        publicadaEm: '2026-02-09',
      },
      {
        nome: 'Simulado semanal: nova rodada aberta',
        imagem: 'noticia-simulado-semanal.svg',
        resumo: `<p>O simulado desta semana já está disponível: <strong>50 questões</strong> de Língua Portuguesa, Matemática, História do Brasil, Geografia do Brasil e Inglês.</p>
<p>Ele fecha no <strong>domingo às 23h59</strong> (horário de Brasília). Lembre-se: há uma única tentativa, e o ranking considera os acertos e, no empate, o menor tempo.</p>`,
        publicadaEm: '2026-03-02',
      },
      {
        nome: 'Dicas para a reta final',
        imagem: 'noticia-reta-final.svg',
        resumo: `<p>Nas últimas semanas antes da prova, <strong>revise mais e comece menos</strong>: priorize os resumos e as questões que você errou, em vez de abrir assuntos novos.</p>
<ul>
<li>Faça os simulados no mesmo horário da prova, para acostumar o corpo e a mente.</li>
<li>Use o relatório de desempenho por disciplina para escolher o que revisar.</li>
<li>Durma bem, mantenha o treino físico e confira com antecedência o local da prova e os documentos exigidos.</li>
</ul>`,
        publicadaEm: '2026-04-20',
      },
    ],
    resumos: resumosCombatente,
  },
  {
    slug: 'eear-cfs',
    nome: 'Aeronáutica — EEAR (CFS)',
    descricao:
      'Questões de Língua Portuguesa, Matemática, Física e Inglês para o exame de admissão ao Curso de Formação de Sargentos da Aeronáutica, com resumos e provas anteriores.',
    imagem: 'curso-eear-cfs.svg',
    valor: '<p>A partir de <strong>R$ 24,90</strong>/mês</p>',
    termo_uso: '',
    termo_simulado: termoSimuladoEear,
    has_noticia: true,
    has_pergunta: true,
    has_material: true,
    has_simulado: false,
    has_prova_anterior: true,
    has_relatorio: false,
    has_conceito: false,
    index: false,
    visivel: true,
    aVenda: true,
    precos: { 1: 2490, 3: 6490, 6: 11990, 12: 19990 },
    disciplinas: [
      {
        nome: 'Língua Portuguesa',
        descricao: 'Leitura e interpretação, classes de palavras, sintaxe e pontuação.',
        assuntos: [
          { nome: 'Interpretação de Texto', sigla: 'INT' },
          { nome: 'Classes de Palavras', sigla: 'CLP' },
          { nome: 'Sintaxe', sigla: 'SIN' },
          { nome: 'Pontuação', sigla: 'PON' },
        ],
      },
      {
        nome: 'Matemática',
        descricao: 'Funções, geometria, trigonometria, combinatória e probabilidade.',
        assuntos: [
          { nome: 'Funções', sigla: 'FUN' },
          { nome: 'Geometria Plana e Espacial', sigla: 'GEO' },
          { nome: 'Trigonometria', sigla: 'TRI' },
          { nome: 'Análise Combinatória e Probabilidade', sigla: 'ACP' },
        ],
      },
      {
        nome: 'Física',
        descricao: 'Mecânica, termologia, óptica e eletricidade em nível de ensino médio.',
        assuntos: [
          { nome: 'Cinemática', sigla: 'CIN' },
          { nome: 'Dinâmica', sigla: 'DIN' },
          { nome: 'Termologia', sigla: 'TER' },
          { nome: 'Óptica', sigla: 'OPT' },
          { nome: 'Eletricidade', sigla: 'ELE' },
        ],
      },
      {
        nome: 'Inglês',
        descricao: 'Compreensão de textos, tempos verbais e vocabulário.',
        assuntos: [
          { nome: 'Compreensão de Texto', sigla: 'CTX' },
          { nome: 'Tempos Verbais', sigla: 'TVB' },
          { nome: 'Vocabulário', sigla: 'VOC' },
        ],
      },
    ],
    noticias: [
      {
        nome: 'Monte seu cronograma de estudos para a EEAR',
        imagem: 'noticia-cronograma.svg',
        resumo: `<p>Quatro disciplinas, um objetivo. Uma divisão simples para quem estuda cerca de <strong>3 horas por dia</strong>:</p>
<ul>
<li>Segunda e quinta: Matemática</li>
<li>Terça e sexta: Física</li>
<li>Quarta: Língua Portuguesa</li>
<li>Sábado: Inglês e revisão da semana</li>
</ul>
<p>Reserve sempre os últimos 30 minutos do dia para resolver questões do que você estudou.</p>`,
        publicadaEm: '2026-01-19',
      },
      {
        nome: 'Novo resumo de Física: Leis de Newton',
        imagem: 'noticia-leis-newton.svg',
        resumo: `<p>Já está em <strong>Material</strong> o resumo das três Leis de Newton, com exemplos resolvidos de atrito, blocos ligados por fio, elevador e plano inclinado.</p>
<p>O texto segue o roteiro de resolução que mais aparece nas questões de dinâmica: desenhar as forças, escolher o sentido positivo e aplicar F = m · a.</p>`,
        publicadaEm: '2026-02-23',
      },
      {
        nome: 'Treine com as provas anteriores',
        imagem: 'noticia-provas-anteriores.svg',
        resumo: `<p>Na seção <strong>Concursos</strong> (PRO), as questões estão organizadas por prova, na ordem e no formato do exame. É a melhor forma de medir o tempo gasto em cada disciplina.</p>
<p>Dica: resolva uma prova completa por semana e anote os assuntos em que errou para revisar no Material.</p>`,
        publicadaEm: '2026-03-16',
      },
    ],
    resumos: resumosEear,
  },
  {
    slug: 'marinha-aprendiz',
    nome: 'Marinha — Aprendiz de Marinheiro',
    descricao:
      'Questões e resumos de Matemática e Ciências para o concurso das Escolas de Aprendizes-Marinheiros. Curso em montagem: vendas em breve.',
    imagem: 'curso-marinha-aprendiz.svg',
    valor: '<p><strong>Vendas em breve</strong></p>',
    termo_uso: termoUsoMarinha,
    termo_simulado: termoSimuladoMarinha,
    has_noticia: false,
    has_pergunta: true,
    has_material: true,
    has_simulado: false,
    has_prova_anterior: false,
    has_relatorio: false,
    has_conceito: false,
    index: false,
    visivel: true,
    aVenda: false,
    precos: {},
    disciplinas: [
      {
        nome: 'Matemática',
        descricao: 'Números, operações, frações, decimais e geometria do ensino fundamental.',
        assuntos: [
          { nome: 'Números e Operações', sigla: 'NOP' },
          { nome: 'Frações e Números Decimais', sigla: 'FND' },
          { nome: 'Geometria', sigla: 'GEO' },
        ],
      },
      {
        nome: 'Ciências',
        descricao: 'Matéria e energia, corpo humano e ecologia.',
        assuntos: [
          { nome: 'Matéria e Energia', sigla: 'MEN' },
          { nome: 'Corpo Humano', sigla: 'CHU' },
          { nome: 'Ecologia', sigla: 'ECO' },
        ],
      },
    ],
    noticias: [],
    resumos: resumosMarinha,
  },
]
