import { Loader, Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import type { SearchOption, SearchSource } from '@/lib/api/staff/search-source'

export type { SearchOption, SearchSource } from '@/lib/api/staff/search-source'

/** SPEC section 5: search dropdowns ask the server only from 3 characters on. */
export const SEARCH_MIN_CHARS = 3

export interface SearchSelectProps {
  label: string
  value: SearchOption | null
  onChange: (option: SearchOption | null) => void
  /** Asks the server for the options matching a term (at least `minChars` characters), under its query key. */
  source: SearchSource
  placeholder?: string
  description?: ReactNode
  error?: ReactNode
  disabled?: boolean
  required?: boolean
  /** Shows the ✕ that clears the choice (default true). */
  clearable?: boolean
  minChars?: number
  /**
   * Opened without typing, lists every option when there are at most FEW_OPTIONS of them (a few courses need no
   * search); more, and it asks for `minChars` characters as usual.
   */
  listFew?: boolean
  'data-testid'?: string
}

/** Up to this many options, a `listFew` dropdown shows them all without typing. */
export const FEW_OPTIONS = 20

const labelOf = (option: SearchOption) => (option.visivel === false ? `${option.nome} (oculto)` : option.nome)

/**
 * A dropdown that searches the server as the user types (from 3 characters, SPEC section 5), for the staff
 * screens: the selection bar, a question's subject, a mock's questions. Controlled: `value` is the chosen
 * option (with its name, so it shows without a search), `onChange` gets the option or null.
 */
export function SearchSelect({
  label,
  value,
  onChange,
  source,
  placeholder = 'Digite para buscar',
  description,
  error,
  disabled,
  required,
  clearable = true,
  minChars = SEARCH_MIN_CHARS,
  listFew = false,
  'data-testid': testId,
}: SearchSelectProps) {
  const [opened, setOpened] = useState(false)
  const [searchValue, setSearchValue] = useState(value ? labelOf(value) : '')
  const [debounced] = useDebouncedValue(searchValue.trim(), 300)
  const chosenLabel = value ? labelOf(value) : null
  const term = debounced === chosenLabel ? '' : debounced
  const enabled = !disabled && term.length >= minChars
  const known = useRef(new Map<string, SearchOption>())

  // A choice made (or cleared) elsewhere — a parent cleared its children — shows in the input.
  useEffect(() => {
    setSearchValue(chosenLabel ?? '')
  }, [chosenLabel])

  const query = useQuery({
    queryKey: [...source.queryKey, 'busca', term],
    queryFn: ({ signal }) => source.search(term, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

  // Every option at once (an empty term), asked the first time the dropdown opens.
  const all = useQuery({
    queryKey: [...source.queryKey, 'busca', ''],
    queryFn: ({ signal }) => source.search('', signal),
    enabled: listFew && opened && !disabled,
    staleTime: 30_000,
  })
  // Only while nothing is typed: typing follows SPEC section 5 (3 characters, then the server's search).
  const untyped = searchValue.trim() === '' || searchValue.trim() === chosenLabel
  const few = untyped && all.data && all.data.length <= FEW_OPTIONS ? all.data : null

  const data = useMemo(() => {
    const options = enabled ? (query.data ?? []) : (few ?? [])
    const list = value && !options.some((o) => o.id === value.id) ? [value, ...options] : options
    for (const option of list) known.current.set(String(option.id), option)
    return list.map((option) => ({ value: String(option.id), label: labelOf(option) }))
  }, [enabled, query.data, few, value])

  const typed = searchValue.trim()
  let nothingFound: ReactNode = 'Nenhum resultado.'
  if (few) nothingFound = 'Nenhum resultado.'
  else if (typed.length < minChars || typed === chosenLabel)
    nothingFound = `Digite ao menos ${minChars} caracteres para buscar.`
  else if (query.isFetching || typed !== debounced) nothingFound = 'Buscando…'
  else if (query.isError) nothingFound = 'Não foi possível buscar. Tente de novo.'

  return (
    <Select
      label={label}
      placeholder={placeholder}
      description={description}
      error={error}
      disabled={disabled}
      required={required}
      clearable={clearable}
      searchable
      data={data}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(id === null ? null : (known.current.get(id) ?? null))}
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      // The server already searched (ignoring accents); show what it answered.
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
      rightSection={query.isFetching ? <Loader size="xs" /> : undefined}
      comboboxProps={{ withinPortal: true }}
      onDropdownOpen={() => setOpened(true)}
      data-testid={testId}
    />
  )
}
