/**
 * The audit log in words (decision 0042): the server writes each change as an entity and an action in its own
 * vocabulary ('comentario', 'responder'); staff read "Comentário respondido", beside "Comentário nº 12". Every pair
 * the server writes is here (audit-words.test.ts lists them); a pair it learns later reads "Comentário: arquivar".
 */

type Gender = 'm' | 'f'

interface Noun {
  label: string
  gender: Gender
  plural?: boolean
}

/** Every entity the server's recordAudit calls name. */
const ENTITIES: Record<string, Noun> = {
  curso: { label: 'Curso', gender: 'm' },
  assinatura_ilimitada: { label: 'Assinatura ilimitada', gender: 'f' },
  disciplina: { label: 'Disciplina', gender: 'f' },
  assunto: { label: 'Assunto', gender: 'm' },
  pergunta: { label: 'Questão', gender: 'f' },
  concurso: { label: 'Concurso', gender: 'm' },
  simulado: { label: 'Simulado', gender: 'm' },
  noticia: { label: 'Notícia', gender: 'f' },
  material: { label: 'Material', gender: 'm' },
  conceito: { label: 'Conceito', gender: 'm' },
  texto_do_site: { label: 'Texto do site', gender: 'm' },
  comentario: { label: 'Comentário', gender: 'm' },
  comentario_discussao: { label: 'Comentário da discussão', gender: 'm' },
  usuario_discussao: { label: 'Autor da discussão', gender: 'm' },
  pagamento: { label: 'Pagamento', gender: 'm' },
  usuario: { label: 'Usuário', gender: 'm' },
  imagem: { label: 'Imagem', gender: 'f' },
  estatisticas_das_questoes: { label: 'Estatísticas das questões', gender: 'f', plural: true },
}

/** Actions said of the record itself: the participle (masculine singular) agrees with its noun. */
const PARTICIPLES: Record<string, string> = {
  criar: 'criado',
  alterar: 'alterado',
  excluir: 'excluído',
  mostrar: 'exibido',
  ocultar: 'ocultado',
  publicar: 'publicado',
  anular: 'anulado',
  bloquear: 'bloqueado',
  desbloquear: 'desbloqueado',
  enviar: 'enviado',
  responder: 'respondido',
  confirmar: 'confirmado',
  cancelar: 'cancelado',
  estornar: 'estornado',
  recalcular: 'recalculado',
  aprovar: 'aprovado',
  fixar: 'fixado',
  desafixar: 'desafixado',
}

/** Actions on a part of the record, phrased whole; the record is named beside them. */
const PHRASES: Record<string, string> = {
  alterar_gabarito: 'Gabarito alterado',
  desanular: 'Anulação desfeita',
  dispensar_revisao: 'Revisão dispensada',
  conceder_plano: 'Plano concedido',
  revogar_plano: 'Plano revogado',
  dar_perfil: 'Perfil concedido',
  retirar_perfil: 'Perfil retirado',
  enviar_redefinicao_senha: 'Redefinição de senha enviada',
  excluir_dados: 'Dados pessoais excluídos',
  reordenar_disciplinas: 'Disciplinas reordenadas',
  reordenar_assuntos: 'Assuntos reordenados',
  ordenar_perguntas: 'Questões do concurso reordenadas',
  alterar_precos: 'Preços alterados',
  importar: 'Questões importadas',
}

/** 'texto_do_site' → 'texto do site'. */
const words = (key: string) => key.replaceAll('_', ' ').trim()
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1)

function agree(participle: string, noun: Noun): string {
  const stem = participle.slice(0, -1)
  const ending = noun.gender === 'f' ? 'a' : 'o'
  return `${stem}${ending}${noun.plural ? 's' : ''}`
}

/** The kind of record as staff read it: 'pergunta' → 'Questão'; an unknown one in plain words. */
export function auditEntityLabel(entity: string): string {
  return ENTITIES[entity]?.label ?? capitalized(words(entity))
}

/** What happened, in words: ('comentario', 'responder') → 'Comentário respondido'. */
export function auditPhrase(entity: string, action: string): string {
  const noun = ENTITIES[entity]
  const participle = PARTICIPLES[action]
  if (noun && participle) return `${noun.label} ${agree(participle, noun)}`
  const phrase = PHRASES[action]
  if (phrase) return phrase
  return `${auditEntityLabel(entity)}: ${words(action)}`
}

/** The record beside the phrase: 'Comentário nº 12', 'Texto do site: termo_de_uso', or the kind alone. */
export function auditRecordLabel(entity: string, id: string | null): string {
  const label = auditEntityLabel(entity)
  if (id === null || id === '') return label
  return /^\d+$/.test(id) ? `${label} nº ${id}` : `${label}: ${id}`
}

/** The kinds of record the filter offers, as the server names them. */
export const AUDIT_ENTITIES = Object.keys(ENTITIES)
