import { Parser, Tokenizer } from 'htmlparser2'

/**
 * How deep a summary's elements nest (issue 25). Both functions stop looking past `max`, and neither recurses:
 * htmlparser2's parser keeps its open elements with `unshift`, so a 60,000-deep input costs seconds to parse in
 * full (quadratic), and a recursive walk of it ends the stack.
 */

/** Whether some element of `html` sits more than `max` elements deep (as htmlparser2 nests them). */
export function nestsDeeperThan(html: string, max: number): boolean {
  let depth = 0
  let deeper = false
  const parser: Parser = new Parser({
    onopentag() {
      depth++
      if (depth > max) {
        deeper = true
        parser.pause() // the answer is known: the rest is not read
      }
    },
    onclosetag() {
      depth--
    },
  })
  parser.write(html)
  if (!deeper) parser.end()
  return deeper
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
])
/** How far up the open elements a closing tag is looked for (a stray one is dropped). */
const CLOSE_LOOKUP = 64

/**
 * `html` with the tags of every element nested more than `max` deep left out, their text kept where they were: what
 * the PDF writer reads when a summary stored before the depth rule nests deeper. One pass over the tags, in linear
 * time; comments and the like are dropped. Implied closings (`<p>a<p>b`) count as nesting, so a sloppy document may
 * lose more tags than needed, never text.
 */
export function flattenDeeperThan(html: string, max: number): string {
  const out: string[] = []
  const open: string[] = [] // every open element's name; the first `max` are kept
  let tagStart = 0
  let tagName = ''
  const openTag = (end: number) => {
    const kept = open.length < max
    if (kept) out.push(html.slice(tagStart, end + 1))
    if (!VOID.has(tagName)) open.push(tagName)
  }
  const tokenizer = new Tokenizer(
    { decodeEntities: false },
    {
      ontext: (start, end) => out.push(html.slice(start, end)),
      onopentagname(start, end) {
        tagStart = start - 1
        tagName = html.slice(start, end).toLowerCase()
      },
      onopentagend: openTag,
      onselfclosingtag: openTag,
      onclosetag(start, end) {
        const name = html.slice(start, end).toLowerCase()
        let at = open.length - 1
        const from = Math.max(0, open.length - CLOSE_LOOKUP)
        while (at >= from && open[at] !== name) at--
        if (at < from) return
        // Elements left open inside it close with it, as a parser would close them.
        while (open.length > at + 1) {
          const inner = open.pop() as string
          if (open.length < max) out.push(`</${inner}>`)
        }
        open.pop()
        if (at < max) out.push(`</${name}>`)
      },
      onattribdata() {},
      onattribentity() {},
      onattribend() {},
      onattribname() {},
      oncdata() {},
      oncomment() {},
      ondeclaration() {},
      onend() {},
      onprocessinginstruction() {},
      ontextentity() {},
    },
  )
  tokenizer.write(html)
  tokenizer.end()
  return out.join('')
}
