// The couple's area: the /dev panel, and the session that also turns on the gallery's admin mode
// on the main page. The app layer imports from here; the main page, which must keep the panels
// out of the guests' chunks, imports the session pieces and the gallery tools by their own paths.
export { AdminDashboard } from './panels/admin-dashboard'
export { GalleryAdminTools } from './photos/gallery-admin-tools'
export { AdminProvider } from './session/admin-context'
export { LoginForm } from './session/login-form'
export { useAdminSession } from './session/use-admin-session'
