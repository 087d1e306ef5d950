import { ADMIN } from '@/config/copy'

// Work in progress (issue 6): the couple's panel.
export function AdminRoute() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-6">
      <h1 className="text-4xl font-semibold text-sage-800">{ADMIN.title}</h1>
    </main>
  )
}
