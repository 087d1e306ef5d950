/**
 * The demo admin of the embedded backend's seed (supabase/seed.sql). Shown on the login screen only
 * when the backend is 'embedded', where the data lives in the visitor's own browser anyway.
 */
export const DEMO_ADMIN_CREDENTIALS = {
  username: 'noivos',
  password: 'casamento2025',
} as const
