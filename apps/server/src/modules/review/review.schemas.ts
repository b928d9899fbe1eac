// The review's shapes and bodies are the contract the web reads too (decision 0052).
export {
  examDateBody,
  mistakePageJson,
  reviewAnswerBody,
  reviewBatchQuery,
  reviewSummaryJson,
} from '@gabarito/core/contract'
