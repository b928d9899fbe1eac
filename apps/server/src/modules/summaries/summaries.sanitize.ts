import sanitizeHtml from 'sanitize-html'
import { MEDIA_PREFIX } from '../../lib/media.ts'

/** An image of our own media store (storeMedia's names); any other source is dropped. */
export const OWN_MEDIA = new RegExp(`^${MEDIA_PREFIX}[0-9a-f]{32}\\.(png|jpg|gif|webp|bmp)$`)

/**
 * What a summary may hold (decision 0013): the editor's formatting and nothing that runs. No style or class
 * attribute, no event handler, links only to http(s) and mailto, images only from our media store.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Content of these goes with them (sanitize-html's default keeps the text of unknown tags).
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'col'],
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_MEDIA.test(frame.attribs.src ?? ''),
}
// transformTags adds target and rel after the attribute filter: allow exactly those values.
options.allowedAttributes = { ...options.allowedAttributes, a: ['href', 'target', 'rel'] }

/** Cleans a summary's HTML when it is written. */
export function sanitizeSummaryHtml(html: string): string {
  return sanitizeHtml(html, options).trim()
}
