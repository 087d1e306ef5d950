import { Component, type ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { chunk, useChunk, useChunkOrFailure, type Chunk } from '@/hooks/use-chunk'

interface Greeting {
  Hello: () => ReactNode
}

const greeting: Greeting = { Hello: () => <p>Olá</p> }

function Shown({ c, wanted }: { c: Chunk<Greeting>; wanted: boolean }) {
  const module = useChunk(c, wanted)
  return module ? <module.Hello /> : <p>carregando</p>
}

function SaysItsFailure({ c }: { c: Chunk<Greeting> }) {
  const { module, failed } = useChunkOrFailure(c)
  if (failed) return <p role="alert">não carregou</p>
  return module ? <module.Hello /> : null
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <p role="alert">falhou</p> : this.props.children
  }
}

describe('useChunk: a lazy module without Suspense', () => {
  it('fetches nothing until wanted, then fetches once and shows it', async () => {
    const importer = vi.fn<() => Promise<Greeting>>(async () => greeting)
    const c = chunk(importer)
    const { rerender } = render(<Shown c={c} wanted={false} />)
    expect(screen.getByText('carregando')).toBeInTheDocument()
    expect(importer).not.toHaveBeenCalled()

    rerender(<Shown c={c} wanted />)
    expect(await screen.findByText('Olá')).toBeInTheDocument()
    rerender(<Shown c={c} wanted />)
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('shows a module already here in the first render, with no loading state between', async () => {
    const c = chunk(async () => greeting)
    await c.load()
    render(<Shown c={c} wanted />)
    expect(screen.getByText('Olá')).toBeInTheDocument()
    expect(screen.queryByText('carregando')).not.toBeInTheDocument()
  })

  it('throws a chunk that failed to load to the error boundary', async () => {
    const c = chunk<Greeting>(() => Promise.reject(new Error('offline')))
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <Boundary>
        <Shown c={c} wanted />
      </Boundary>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('falhou')
    quiet.mockRestore()
  })

  it('fetches a chunk again after a failed load (the signal came back)', async () => {
    const importer = vi
      .fn<() => Promise<Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(greeting)
    const c = chunk(importer)
    await expect(c.load()).rejects.toThrow('offline')
    await expect(c.load()).resolves.toBe(greeting)
    expect(c.current).toBe(greeting)
  })

  it('says a failure in place, and fetches again when mounted again', async () => {
    const importer = vi
      .fn<() => Promise<Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(greeting)
    const c = chunk(importer)
    const { rerender } = render(<SaysItsFailure key={1} c={c} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('não carregou')

    rerender(<SaysItsFailure key={2} c={c} />)
    expect(await screen.findByText('Olá')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(importer).toHaveBeenCalledTimes(2)
  })
})
