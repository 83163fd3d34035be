/** The admin account the browser-test backend is started with. */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'correct horse battery staple' } as const;
