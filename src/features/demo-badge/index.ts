export { DemoBadge } from './demo-badge'
