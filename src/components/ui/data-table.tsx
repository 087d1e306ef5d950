import type { ReactNode } from 'react'

export interface Column<T> {
  key: string
  header: string
  cell: (row: T) => ReactNode
  /** Right-align numbers on wide screens (never broken across lines). */
  numeric?: boolean
  /**
   * A short value (a word, a badge, a button) kept on one line on wide screens: the other cells
   * may break anywhere, which let a crowded table split 'Cartão' or 'Ocultar' mid-word.
   */
  nowrap?: boolean
}

/**
 * A table on wide screens that becomes one card per row under 768 px (docs/product.md §9 breakpoint): each
 * cell then shows its column name beside the value, and nothing scrolls sideways on a phone.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string
  columns: readonly Column<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string
}) {
  return (
    <table className="block w-full text-sm md:table md:border-collapse">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="md:border-b md:border-sage-200">
          {columns.map((c) => (
            <th
              key={c.key}
              scope="col"
              className={`px-3 py-2 font-semibold text-ink ${c.numeric ? 'md:text-right' : 'text-left'}`}
            >
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="block rounded-2xl border border-sage-100 bg-ivory p-3 md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent md:p-0"
          >
            {columns.map((c) => {
              const oneLine = c.numeric || c.nowrap
              return (
                <td
                  key={c.key}
                  className={`flex gap-3 py-1 md:table-cell md:px-3 md:py-3 md:align-top ${c.numeric ? 'md:text-right' : ''} ${oneLine ? 'md:whitespace-nowrap' : ''}`}
                >
                  <span className="w-28 shrink-0 font-medium text-ink-muted md:hidden">
                    {c.header}
                  </span>
                  <span className={oneLine ? 'min-w-0' : 'min-w-0 wrap-anywhere'}>
                    {c.cell(row)}
                  </span>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
