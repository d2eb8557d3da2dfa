/** The e2e server's auth settings, shared by playwright.config.ts and the specs that need the demo key. */
export const E2E_AUTH_ENV = { AUTH_SECRET: 'e2e-only-secret-0123456789abcdef-0123456789', AUTH_DEMO: '1' } as const;
