import { type Icon, IconFileText, IconFileTypePdf } from '@tabler/icons-react'

/** A summary's two PDFs, in the order the list and the summary's page offer them. */
export const SUMMARY_PDFS: { kind: 'pdf' | 'pdfdom'; label: string; icon: Icon }[] = [
  { kind: 'pdf', label: 'PDF', icon: IconFileTypePdf },
  { kind: 'pdfdom', label: 'PDF da página', icon: IconFileText },
]
