import { describe, expect, it } from 'vitest'
import { AUDIT_ENTITIES, auditEntityLabel, auditPhrase, auditRecordLabel } from './audit-words'

/** Every (entity, action) the server's recordAudit calls write, with how staff read it. */
const WRITTEN: [entity: string, action: string, phrase: string][] = [
  ['curso', 'criar', 'Curso criado'],
  ['curso', 'alterar', 'Curso alterado'],
  ['curso', 'reordenar_disciplinas', 'Disciplinas reordenadas'],
  ['curso', 'alterar_precos', 'Preços alterados'],
  ['curso', 'importar', 'Questões importadas'],
  ['assinatura_ilimitada', 'alterar_precos', 'Preços alterados'],
  ['disciplina', 'criar', 'Disciplina criada'],
  ['disciplina', 'alterar', 'Disciplina alterada'],
  ['disciplina', 'mostrar', 'Disciplina exibida'],
  ['disciplina', 'ocultar', 'Disciplina ocultada'],
  ['disciplina', 'excluir', 'Disciplina excluída'],
  ['disciplina', 'reordenar_assuntos', 'Assuntos reordenados'],
  ['assunto', 'criar', 'Assunto criado'],
  ['assunto', 'alterar', 'Assunto alterado'],
  ['assunto', 'mostrar', 'Assunto exibido'],
  ['assunto', 'ocultar', 'Assunto ocultado'],
  ['assunto', 'excluir', 'Assunto excluído'],
  ['pergunta', 'criar', 'Questão criada'],
  ['pergunta', 'alterar', 'Questão alterada'],
  ['pergunta', 'publicar', 'Questão publicada'],
  ['pergunta', 'ocultar', 'Questão ocultada'],
  ['pergunta', 'anular', 'Questão anulada'],
  ['pergunta', 'desanular', 'Anulação desfeita'],
  ['pergunta', 'alterar_gabarito', 'Gabarito alterado'],
  ['pergunta', 'dispensar_revisao', 'Revisão dispensada'],
  ['estatisticas_das_questoes', 'recalcular', 'Estatísticas das questões recalculadas'],
  ['concurso', 'criar', 'Concurso criado'],
  ['concurso', 'alterar', 'Concurso alterado'],
  ['concurso', 'excluir', 'Concurso excluído'],
  ['concurso', 'ordenar_perguntas', 'Questões do concurso reordenadas'],
  ['simulado', 'criar', 'Simulado criado'],
  ['simulado', 'alterar', 'Simulado alterado'],
  ['simulado', 'excluir', 'Simulado excluído'],
  ['noticia', 'criar', 'Notícia criada'],
  ['noticia', 'alterar', 'Notícia alterada'],
  ['noticia', 'excluir', 'Notícia excluída'],
  ['material', 'criar', 'Material criado'],
  ['material', 'alterar', 'Material alterado'],
  ['material', 'excluir', 'Material excluído'],
  ['conceito', 'criar', 'Conceito criado'],
  ['conceito', 'alterar', 'Conceito alterado'],
  ['conceito', 'excluir', 'Conceito excluído'],
  ['texto_do_site', 'alterar', 'Texto do site alterado'],
  ['comentario', 'responder', 'Comentário respondido'],
  ['comentario', 'alterar', 'Comentário alterado'],
  ['comentario_discussao', 'criar', 'Comentário da discussão criado'],
  ['comentario_discussao', 'aprovar', 'Comentário da discussão aprovado'],
  ['comentario_discussao', 'ocultar', 'Comentário da discussão ocultado'],
  ['comentario_discussao', 'fixar', 'Comentário da discussão fixado'],
  ['comentario_discussao', 'desafixar', 'Comentário da discussão desafixado'],
  ['usuario_discussao', 'bloquear', 'Autor da discussão bloqueado'],
  ['usuario_discussao', 'desbloquear', 'Autor da discussão desbloqueado'],
  ['pagamento', 'confirmar', 'Pagamento confirmado'],
  ['pagamento', 'cancelar', 'Pagamento cancelado'],
  ['pagamento', 'estornar', 'Pagamento estornado'],
  ['usuario', 'conceder_plano', 'Plano concedido'],
  ['usuario', 'revogar_plano', 'Plano revogado'],
  ['usuario', 'dar_perfil', 'Perfil concedido'],
  ['usuario', 'retirar_perfil', 'Perfil retirado'],
  ['usuario', 'bloquear', 'Usuário bloqueado'],
  ['usuario', 'desbloquear', 'Usuário desbloqueado'],
  ['usuario', 'enviar_redefinicao_senha', 'Redefinição de senha enviada'],
  ['usuario', 'excluir_dados', 'Dados pessoais excluídos'],
  ['imagem', 'enviar', 'Imagem enviada'],
]

describe('the audit log in words', () => {
  it.each(WRITTEN)('(%s, %s) reads "%s"', (entity, action, phrase) => {
    expect(auditPhrase(entity, action)).toBe(phrase)
  })

  it('offers every kind of record the server writes in the filter', () => {
    expect(new Set(AUDIT_ENTITIES)).toEqual(new Set(WRITTEN.map(([entity]) => entity)))
  })

  it('names the record beside the phrase: a number, a key or the kind alone', () => {
    expect(auditRecordLabel('comentario', '12')).toBe('Comentário nº 12')
    expect(auditRecordLabel('texto_do_site', 'termo_de_uso')).toBe('Texto do site: termo_de_uso')
    expect(auditRecordLabel('pagamento', null)).toBe('Pagamento')
  })

  it('reads a pair it does not know in plain words, not as a key', () => {
    expect(auditPhrase('comentario', 'arquivar_em_lote')).toBe('Comentário: arquivar em lote')
    expect(auditPhrase('plano_de_estudo', 'criar')).toBe('Plano de estudo: criar')
    expect(auditEntityLabel('plano_de_estudo')).toBe('Plano de estudo')
    expect(auditRecordLabel('plano_de_estudo', '3')).toBe('Plano de estudo nº 3')
  })
})
