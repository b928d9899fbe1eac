import { TEXT_MAX } from '@gabarito/core'
import { Group, NativeSelect } from '@mantine/core'
import type { ReactNode } from 'react'
import { SearchInput } from '../search-input'
import classes from './data-table.module.css'
import { ALL_ROWS } from './data-table-query'

interface DataTableControlsProps {
  /** The page-size picker, when the table has pages. */
  pageSizes: readonly number[] | null
  pageSize: number
  onPageSize: (size: number) => void
  sortOptions: { value: string; label: string }[]
  /** The current order as a sort key (`titulo:asc`). */
  currentSort: string
  onSort: (value: string) => void
  searchable: boolean
  searchInput: string
  onSearchInput: (value: string) => void
  toolbar?: ReactNode
}

/** Above the table: page size, the phone's "Ordenar por" picker, the search box and any extra controls. */
export function DataTableControls({
  pageSizes,
  pageSize,
  onPageSize,
  sortOptions,
  currentSort,
  onSort,
  searchable,
  searchInput,
  onSearchInput,
  toolbar,
}: DataTableControlsProps) {
  const known = sortOptions.some((o) => o.value === currentSort)
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Group align="flex-end" gap="sm" wrap="wrap" className={classes.controls}>
        {pageSizes && (
          <NativeSelect
            label="Itens por página"
            value={String(pageSize)}
            onChange={(event) => onPageSize(Number(event.currentTarget.value))}
            data={pageSizes.map((size) => ({
              value: String(size),
              label: size === ALL_ROWS ? 'Todos' : String(size),
            }))}
            w={140}
          />
        )}
        {sortOptions.length > 1 && (
          <NativeSelect
            label="Ordenar por"
            hiddenFrom="sm"
            value={known ? currentSort : ''}
            onChange={(event) => {
              const value = event.currentTarget.value
              if (value) onSort(value)
            }}
            data={known ? sortOptions : [{ value: '', label: 'Personalizada' }, ...sortOptions]}
            className={classes.sortPicker}
          />
        )}
      </Group>
      <Group align="flex-end" gap="sm" wrap="nowrap" className={classes.search}>
        {searchable && (
          <SearchInput
            label="Pesquisar"
            placeholder="Buscar…"
            value={searchInput}
            onChange={onSearchInput}
            maxLength={TEXT_MAX.tableSearch}
            className={classes.grow}
          />
        )}
        {toolbar}
      </Group>
    </Group>
  )
}
