/**
 * Every implemented route refuses a caller without the credentials its row names, before any
 * handler runs: an access route answers 401 with no token or a forged one, an admin route 403
 * without the admin API key (even with a valid access token). Path parameters are filled with a
 * UUID: the refusal must come first, whatever the path names.
 */
import { describe, expect, it } from 'vitest';
import { implementedRoutes } from '../../shared/routes/index.js';
import { accessToken, call } from './harness.js';

const filled = (path: string) => path.replace(/\{[^}]+\}/g, '6f1d1c1e-8a0b-4a55-9f0a-0d5a4b0e1c11');
const FORGED = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJub2JvZHkifQ.c2lnbmF0dXJl';

describe('credentials on every implemented route', () => {
  it('access routes: 401 with no token and with a forged one', async () => {
    const access = implementedRoutes.filter((r) => r.auth === 'access');
    expect(access.length).toBeGreaterThan(50);
    for (const route of access) {
      const path = filled(route.path);
      expect((await call(route.method, path)).status, `${route.method} ${route.path} without a token`).toBe(401);
      expect((await call(route.method, path, { token: FORGED })).status, `${route.method} ${route.path} with a forged token`).toBe(401);
    }
  });

  it('admin routes: 403 without the admin API key, also for a valid access token', async () => {
    const admin = implementedRoutes.filter((r) => r.auth === 'admin');
    expect(admin.length).toBeGreaterThan(20);
    const token = await accessToken();
    for (const route of admin) {
      const path = filled(route.path);
      expect((await call(route.method, path)).status, `${route.method} ${route.path} without a key`).toBe(403);
      expect((await call(route.method, path, { token })).status, `${route.method} ${route.path} with an access token`).toBe(403);
      expect((await call(route.method, path, { apiKey: 'not-the-admin-key' })).status, `${route.method} ${route.path} with a wrong key`).toBe(403);
    }
  });
});
