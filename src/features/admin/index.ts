// The couple's admin panel (/dev, issue 6). The main page uses useAdminSession() to turn on the
// gallery's admin mode.
export { AdminDashboard } from './admin-dashboard'
export { AdminProvider, useAdmin } from './admin-context'
export { DEMO_ADMIN_CREDENTIALS } from './demo-credentials'
export { LoginForm } from './login-form'
export { useAdminSession, type AdminSessionApi, type AdminSessionStatus } from './use-admin-session'
