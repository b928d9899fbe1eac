import { SUMMARY_LIMIT } from '@gabarito/core'

/** SPEC section 8 texts of the personal summaries, written exactly as the contract gives them. */
export const summaryTexts = {
  confirmDeactivate: 'Confirma a Desativação ',
  confirmDelete: 'Confirma a Exclusão ',
  confirmUnshare: 'Confirma o Descompartilhamento ',
  deactivated: 'desativação realizada com sucesso!!',
  deleted: 'Exclusao realizada com sucesso!!',
  shared: 'compartilhamento realizado com successo.',
  deactivateFailure: 'Não foi possivel desativar ',
  deleteFailure: 'Não foi possivel Excluir ',
  unshareFailure: 'Não foi possivel remover a Disciplina',
  /** Ours (the SPEC gives no text for these). */
  listFailure: 'Não foi possível carregar os resumos.',
  readFailure: 'Não foi possível abrir o resumo.',
  limit: (left: number) =>
    `Cada aluno pode ter até ${SUMMARY_LIMIT} resumos (os desativados contam). ${
      left === 0 ? 'Você não pode cadastrar mais nenhum.' : `Você ainda pode cadastrar ${left}.`
    }`,
} as const
