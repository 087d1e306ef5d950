export { PixCard } from './pix-card'
