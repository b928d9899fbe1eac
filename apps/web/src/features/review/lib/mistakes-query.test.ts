import { describe, expect, it } from 'vitest'
import type { DataTableQuery } from '@/components/data-table/data-table-query'
import { mistakesServerQuery } from './mistakes-query'

const column = (data: string, orderable = false) => ({ data, name: data, searchable: false, orderable })

/** The columns as the screen shows them: Disciplina … Próxima revisão, Refazer. */
const shown = [
  column('disciplina'),
  column('assunto'),
  column('enunciado'),
  column('erros', true),
  column('acertos'),
  column('ultima_resposta_em', true),
  column('proxima_revisao', true),
  column('acoes'),
]

function query(order: DataTableQuery['order']): DataTableQuery {
  return { draw: 1, start: 0, length: 12, search: { value: 'crase', regex: false }, order, columns: shown }
}

describe('mistakesServerQuery', () => {
  it('numbers the sorts as the server does: 0 próxima revisão, 1 erros, 2 última resposta', () => {
    expect(mistakesServerQuery(query([{ column: 6, dir: 'asc' }])).order).toEqual([{ column: 0, dir: 'asc' }])
    expect(mistakesServerQuery(query([{ column: 3, dir: 'desc' }])).order).toEqual([
      { column: 1, dir: 'desc' },
    ])
    expect(mistakesServerQuery(query([{ column: 5, dir: 'asc' }])).order).toEqual([{ column: 2, dir: 'asc' }])
  })

  it('sends the columns in that order, the rest after, and keeps paging and search', () => {
    const sent = mistakesServerQuery(query([]))
    expect(sent.columns.map((c) => c.data)).toEqual([
      'proxima_revisao',
      'erros',
      'ultima_resposta_em',
      'disciplina',
      'assunto',
      'enunciado',
      'acertos',
      'acoes',
    ])
    expect(sent).toMatchObject({ draw: 1, start: 0, length: 12, search: { value: 'crase' }, order: [] })
  })

  it('drops a sort by a column the server does not sort', () => {
    expect(mistakesServerQuery(query([{ column: 0, dir: 'asc' }])).order).toEqual([])
  })
})
