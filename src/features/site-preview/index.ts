export { PreviewBar } from './preview-bar'
