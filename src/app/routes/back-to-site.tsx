import { House } from 'lucide-react'
import { COMMON } from '@/config/copy/common'
import { LinkButton } from '@/components/ui/button'

/** 'Voltar ao site' of the one-message pages (payment done or cancelled, not found). */
export function BackToSite({ variant }: { variant?: 'secondary' }) {
  return (
    <LinkButton href="/" variant={variant}>
      <House aria-hidden="true" className="size-4" />
      {COMMON.backToSite}
    </LinkButton>
  )
}
