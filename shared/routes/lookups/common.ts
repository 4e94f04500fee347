/** What every lookup row shares: GET with an access token, 200, implemented, and no resources to grant. */
export const common = { method: 'GET', auth: 'access', domain: 'lookups', successStatus: 200, implemented: true, resources: {} } as const;
