/** The shared preview secret the e2e site runs with (global-setup passes it to `next start`). Test-only. */
export const E2E_PREVIEW_SECRET = 'vitrine-e2e-preview-secret-0123456789';
