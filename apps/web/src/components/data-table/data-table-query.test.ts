import { TABLE_PAGE_SIZES } from '@gabarito/core'
import { describe, expect, it } from 'vitest'
import { dataTableSearchParams } from './data-table-query'

describe('dataTableSearchParams', () => {
  it('writes the query as DataTables sends it by GET', () => {
    const params = dataTableSearchParams({
      draw: 3,
      start: 24,
      length: 12,
      search: { value: 'crase', regex: false },
      order: [
        { column: 3, dir: 'desc' },
        { column: 0, dir: 'asc' },
      ],
      columns: [
        { data: 'titulo', name: 'titulo', searchable: true, orderable: true },
        { data: 'action', name: 'action', searchable: false, orderable: false },
      ],
    })
    expect(params.get('draw')).toBe('3')
    expect(params.get('start')).toBe('24')
    expect(params.get('length')).toBe('12')
    expect(params.get('search[value]')).toBe('crase')
    expect(params.get('order[0][column]')).toBe('3')
    expect(params.get('order[0][dir]')).toBe('desc')
    expect(params.get('order[1][column]')).toBe('0')
    expect(params.get('columns[0][data]')).toBe('titulo')
    expect(params.get('columns[1][orderable]')).toBe('false')
  })

  it('offers the page sizes of the SPEC, -1 being all', () => {
    expect(TABLE_PAGE_SIZES).toEqual([12, 15, 20, 40, 50, 70, 100, 150, -1])
  })
})
