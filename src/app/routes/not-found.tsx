import { COMMON, ERRORS } from '@/config/copy'
import { LinkButton } from '@/components/ui/button'

export function NotFoundRoute() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <h1 className="text-4xl font-semibold text-sage-800">{ERRORS.notFoundTitle}</h1>
      <p className="mt-4 text-ink-muted">{ERRORS.notFoundBody}</p>
      <LinkButton href="/" className="mt-8">
        {COMMON.backToSite}
      </LinkButton>
    </main>
  )
}
