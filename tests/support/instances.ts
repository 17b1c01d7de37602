/**
 * Several instances as one, as deployed (docs/hosting.md, "Several instances"): each instance on loopback
 * behind deploy/nginx-instances.conf on the same machine, believing that proxy alone, all sharing one Redis.
 * e2e/instances.spec.ts runs this setup; compose.yaml deploys it (container/compose.test.ts holds them together).
 */

/** What every instance is started with, whatever else it is given. */
export const INSTANCE_SETUP = { TRUST_PROXY: 'loopback', HOSTNAME: '127.0.0.1' } as const;

/** Set, and the same, on every instance (docs/hosting.md, "The same on every instance"), besides the build. */
export const SHARED_BY_INSTANCES = ['REDIS_URL', 'SITE_URL', 'TRUST_PROXY', 'SANITY_REVALIDATE_SECRET'] as const;
