import { describe, expect, it } from 'vitest'
import { summarySuite } from './summaries.test-helpers.ts'

const s = summarySuite()

/** Payloads from the OWASP XSS filter evasion cheat sheet, and a few the editor's HTML could carry. */
const PAYLOADS = [
  '<script>alert("XSS")</script>',
  '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>',
  '<a href="jav&#x09;ascript:alert(\'XSS\');">x</a>',
  '<a href=" &#14;  javascript:alert(\'XSS\');">x</a>',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<svg/onload=alert("XSS")>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>",
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">x</DIV>',
  '<p style="width: expression(alert(\'XSS\'));">x</p>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><tr><td onclick="alert(1)">x</td></tr></TABLE>',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/png;base64,iVBORw0KGgo=" onload="alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
]

/** What must never survive: a script, an event attribute, a javascript:/data: address, a style. */
const DANGER =
  /<script|<iframe|<object|<embed|<style|<svg|<math|<form|<meta|<link|\son\w+\s*=|javascript:|data:|style=/i

describe('the summary sanitizer (on write)', () => {
  it(`removes scripts, events, javascript: links and styles from ${PAYLOADS.length} known XSS payloads`, async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(20)
    const id = await s.create(s.owner, 'XSS')
    for (const payload of PAYLOADS) {
      const res = await s.call(s.owner, 'PATCH', `/${id}`, {
        descricao: `<p>antes</p>${payload}<p>depois</p>`,
      })
      expect(res.statusCode, payload).toBe(200)
      const stored: string = res.json().descricao
      expect(stored, payload).not.toMatch(DANGER)
      expect(stored, payload).toContain('<p>antes</p>')
      // (An unclosed <svg> or <noscript> takes what follows with it: nothing after it is kept.)
      expect((await s.call(s.owner, 'GET', `/${id}`)).json().descricao).toBe(stored)
    }
  })

  it('keeps the editor’s formatting: headings, lists, marks, safe links, tables, own images, code, quotes', async () => {
    const html = [
      '<h1>Título</h1><h2>Seção</h2><h3>Sub</h3>',
      '<p><strong>negrito</strong> <em>itálico</em> <u>sublinhado</u> <s>riscado</s> <code>x = 1</code></p>',
      '<ul><li><p>um</p></li><li><p>dois</p></li></ul><ol><li><p>primeiro</p></li></ol>',
      '<p><a href="https://www.planalto.gov.br/ccivil_03/constituicao/constituicao.htm">CF/88</a> ',
      '<a href="mailto:grupo@exemplo.com.br">mail</a></p>',
      '<table><tbody><tr><th colspan="2">Cabeçalho</th></tr><tr><td>a</td><td rowspan="1">b</td></tr></tbody></table>',
      '<p><img src="/media/0123456789abcdef0123456789abcdef.png" alt="mapa"></p>',
      '<blockquote><p>citação</p></blockquote><pre><code>código</code></pre><hr>',
    ].join('')
    const id = await s.create(s.owner, 'Formatação', html)
    const stored: string = (await s.call(s.owner, 'GET', `/${id}`)).json().descricao
    for (const kept of [
      '<h1>Título</h1>',
      '<h2>Seção</h2>',
      '<h3>Sub</h3>',
      '<strong>negrito</strong>',
      '<em>itálico</em>',
      '<u>sublinhado</u>',
      '<s>riscado</s>',
      '<code>x = 1</code>',
      '<ul><li><p>um</p></li><li><p>dois</p></li></ul>',
      '<ol><li><p>primeiro</p></li></ol>',
      '<a href="https://www.planalto.gov.br/ccivil_03/constituicao/constituicao.htm" target="_blank" rel="noopener noreferrer nofollow">CF/88</a>',
      'href="mailto:grupo@exemplo.com.br"',
      '<th colspan="2">Cabeçalho</th>',
      '<td rowspan="1">b</td>',
      '<img src="/media/0123456789abcdef0123456789abcdef.png" alt="mapa" />',
      '<blockquote><p>citação</p></blockquote>',
      '<pre><code>código</code></pre>',
      '<hr />',
    ])
      expect(stored).toContain(kept)
  })

  it('drops images from anywhere but our media store', async () => {
    const id = await s.create(
      s.owner,
      'Imagens',
      '<p>a<img src="https://rastreador.example/pixel.png">b<img src="/media/../../etc/passwd.png">c</p>',
    )
    expect((await s.call(s.owner, 'GET', `/${id}`)).json().descricao).toBe('<p>abc</p>')
  })
})
