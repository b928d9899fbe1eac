/** An option of a staff search dropdown; `visivel` false shows '(oculto)' after the name. */
export interface SearchOption {
  id: number
  nome: string
  visivel?: boolean
}

/**
 * What a search dropdown asks the server: `search` answers the options matching a term, `queryKey` is the base
 * of its react-query key (the term is added) and names whatever `search` depends on (a parent id). Declared in
 * an api/ file, so a screen never writes a query key.
 */
export interface SearchSource {
  queryKey: readonly unknown[]
  search: (term: string, signal: AbortSignal) => Promise<SearchOption[]>
}
