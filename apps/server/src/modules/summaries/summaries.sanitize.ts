import { OWN_MEDIA_IMAGE, SUMMARY_HTML_TAGS } from '@gabarito/core'
import sanitizeHtml from 'sanitize-html'

/**
 * What a summary may hold (decision 0013): the editor's formatting and nothing that runs. No style or class
 * attribute, no event handler, links only to http(s) and mailto, images only from our media store.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...SUMMARY_HTML_TAGS],
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
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_MEDIA_IMAGE.test(frame.attribs.src ?? ''),
}
// transformTags adds target and rel after the attribute filter: allow exactly those values.
options.allowedAttributes = { ...options.allowedAttributes, a: ['href', 'target', 'rel'] }

/** Cleans a summary's HTML when it is written. */
export function sanitizeSummaryHtml(html: string): string {
  return sanitizeHtml(html, options).trim()
}
