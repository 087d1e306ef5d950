import { TelaoScreen } from '@/features/guest-photos/telao-screen'

/** /telao: the big screen at the party (a chunk of its own: '/' never downloads it). */
export function TelaoRoute() {
  return <TelaoScreen />
}
