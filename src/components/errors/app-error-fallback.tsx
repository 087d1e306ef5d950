import { ERRORS, COMMON } from '@/config/copy'
import { Button } from '@/components/ui/button'
import { Ornament } from '@/components/ui/section'

export function AppErrorFallback() {
  return (
    <main
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center bg-ivory px-6 text-center"
    >
      <Ornament className="mb-6" />
      <h1 className="text-4xl font-semibold text-sage-800">{ERRORS.fallbackTitle}</h1>
      <p className="mt-4 max-w-md text-ink-muted">{ERRORS.fallbackBody}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {COMMON.reload}
      </Button>
    </main>
  )
}
