/**
 * Control characters (C0 and C1) and format characters (Unicode's Cf): they change how the text around them is
 * shown without being seen themselves: bidirectional overrides and isolates (a nickname that reverses the ranking
 * row after it), zero-width spaces and the byte-order mark (two nicknames that look alike but are not).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu
/** Kept: the line break and the tab, and the zero-width joiner that builds emoji such as 👩‍💻. */
const KEPT = new Set(['\n', '\t', '\u200D'])

/**
 * The stored form of a plain text a person typed (comments, staff replies, names and nicknames): composed
 * Unicode (NFC), line breaks as `\n`, without invisible characters, trimmed. Markup is kept as typed: plain texts
 * are always shown as text, never as HTML (decision 0023), so `x<y e y>z` stays what the student wrote.
 */
export function cleanPlainText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, (c) => (KEPT.has(c) ? c : ''))
    .trim()
}

/**
 * What shows nothing by itself: white space of every kind (the no-break and ideographic spaces too), control and
 * format characters (the zero-width joiner that `cleanPlainText` keeps for emoji among them), the code points every
 * font must draw as nothing (Default_Ignorable_Code_Point: the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0,
 * variation selectors, the soft hyphen…) and the braille blank U+2800, drawn as an empty cell.
 */
const SHOWS_NOTHING = /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu

/**
 * True when nothing visible is left of the text once what shows nothing is taken out (issue 45): a nickname or a
 * comment like that looks blank to whoever reads it, and is refused as an empty one.
 */
export function isBlankLooking(text: string): boolean {
  return text.replace(SHOWS_NOTHING, '') === ''
}
