import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '@/components/ui/toast'
import { DEMO } from '@/config/copy/demo'
import { PREVIEW } from '@/config/copy/preview'
import { DataServiceProvider } from '@/data/react/context'
import { createNotConfiguredService } from '@/data/service'
import type { DataService } from '@/data/types'
import { DemoBadge } from '@/features/demo-badge'

// A DataService that says it is the embedded one; only resetDemo matters to the badge.
function embedded(resetDemo: () => Promise<void>): DataService {
  return { ...createNotConfiguredService(), backend: 'embedded', resetDemo }
}

function renderBadge(service: DataService, reload = vi.fn<() => void>()) {
  render(
    <DataServiceProvider service={service}>
      <ToastProvider>
        <DemoBadge reload={reload} />
      </ToastProvider>
    </DataServiceProvider>,
  )
  return reload
}

describe('DemoBadge', () => {
  it('is absent unless the embedded backend is in use', () => {
    renderBadge(createNotConfiguredService())
    expect(screen.queryByText(DEMO.badge)).not.toBeInTheDocument()
  })

  it('says so when the demo data of an older version was rebuilt on start', async () => {
    renderBadge({ ...embedded(vi.fn()), demoRebuilt: true })
    expect(await screen.findByText(DEMO.rebuilt)).toBeInTheDocument()
  })

  it('says nothing of a rebuild on an ordinary start', () => {
    renderBadge(embedded(vi.fn()))
    expect(screen.queryByText(DEMO.rebuilt)).not.toBeInTheDocument()
  })

  it('explains the demo, and resets the data after a confirmation, then reloads', async () => {
    const user = userEvent.setup({ delay: null })
    const resetDemo = vi.fn<() => Promise<void>>().mockResolvedValue()
    const reload = renderBadge(embedded(resetDemo))

    await user.click(screen.getByRole('button', { name: DEMO.openDetails }))
    const info = screen.getByRole('dialog', { name: DEMO.badge })
    expect(info).toHaveTextContent(DEMO.explain)

    await user.click(screen.getByRole('button', { name: DEMO.reset }))
    const confirm = screen.getByRole('alertdialog', { name: DEMO.reset })
    expect(confirm).toHaveTextContent(DEMO.confirmReset)
    expect(resetDemo).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: DEMO.resetConfirm }))
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(resetDemo).toHaveBeenCalledTimes(1)
  })

  it('cancelling the confirmation keeps the data', async () => {
    const user = userEvent.setup({ delay: null })
    const resetDemo = vi.fn<() => Promise<void>>().mockResolvedValue()
    renderBadge(embedded(resetDemo))
    await user.click(screen.getByRole('button', { name: DEMO.openDetails }))
    await user.click(screen.getByRole('button', { name: DEMO.reset }))
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(resetDemo).not.toHaveBeenCalled()
  })

  it('says so when the reset fails, without reloading', async () => {
    const user = userEvent.setup({ delay: null })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const reload = renderBadge(embedded(() => Promise.reject(new Error('worker gone'))))
    await user.click(screen.getByRole('button', { name: DEMO.openDetails }))
    await user.click(screen.getByRole('button', { name: DEMO.reset }))
    await user.click(screen.getByRole('button', { name: DEMO.resetConfirm }))
    expect(await screen.findByText(DEMO.resetFailed)).toBeInTheDocument()
    expect(reload).not.toHaveBeenCalled()
  })

  it('offers the site at each moment of the wedding, in this tab', async () => {
    const user = userEvent.setup({ delay: null })
    renderBadge(embedded(vi.fn()))
    await user.click(screen.getByRole('button', { name: DEMO.openDetails }))
    const info = screen.getByRole('dialog', { name: DEMO.badge })
    // A chunk of its own, fetched as the dialog opens.
    expect(await within(info).findByRole('heading', { name: PREVIEW.title })).toBeInTheDocument()
    const month = within(info).getByRole('link', { name: new RegExp(PREVIEW.moments.monthBefore) })
    expect(month).toHaveAttribute('href', '/?previa=2025-10-01T12%3A00')
    expect(month).not.toHaveAttribute('target')
    const after = within(info).getByRole('link', { name: new RegExp(PREVIEW.moments.weekAfter) })
    expect(after).toHaveAttribute('href', '/?previa=2025-11-08T12%3A00')
    expect(after).toHaveTextContent('08/11/2025')
  })
})
