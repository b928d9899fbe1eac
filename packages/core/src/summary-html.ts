/**
 * What a personal summary's HTML may hold (decision 0013), one list for both sides: the server sanitizes with it
 * when a summary is written, the web again when it is shown.
 */
export const SUMMARY_HTML_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'code',
  'pre',
  'blockquote',
  'hr',
  'table',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
]

/** An image of our own media store (its stored names); any other source is dropped. */
export const OWN_MEDIA_IMAGE = /^\/media\/[0-9a-f]{32}\.(png|jpg|gif|webp|bmp)$/

/**
 * How deep a summary's elements may nest (issue 25): the editor's deepest lists and tables stay far below it, and
 * deeper input is refused when saved (its parsing cost grows with the square of the depth).
 */
export const SUMMARY_MAX_DEPTH = 40
