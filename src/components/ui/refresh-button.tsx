import { RefreshCw } from 'lucide-react'
import { Button } from './button'
import { COMMON } from '@/config/copy/common'

/** An 'Atualizar' button; the icon spins while a refresh the button started runs. */
export function RefreshButton({
  onClick,
  disabled,
  spinning,
}: {
  onClick: () => void
  disabled: boolean
  spinning?: boolean
}) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} disabled={disabled}>
      <RefreshCw aria-hidden="true" className={spinning ? 'size-4 animate-spin' : 'size-4'} />
      {COMMON.refresh}
    </Button>
  )
}
