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
