/**
 * compose.yaml, which no container engine here can run: it parses (Debian's
 * docker-compose, which reads the Compose specification), and it deploys the
 * setup the browser tests run (e2e/instances.spec.ts): the image the
 * Dockerfile builds, one instance per server of deploy/nginx-instances.conf
 * as committed, each started as that setup starts them, one Redis, a data
 * volume per instance.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../../web/src/env.ts';
import { INSTANCE_SETUP, SHARED_BY_INSTANCES } from '../support/instances.ts';
import { requireTool } from '../support/tools.ts';
import { ROOT } from './buildah.ts';

interface Service {
  image?: string;
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  network_mode?: string;
  environment?: Record<string, string | number>;
  volumes?: string[];
  ports?: { published: number; target: number }[];
  command?: string[];
}

const CONF = 'deploy/nginx-instances.conf';
const PUBLIC = { SITE_URL: 'https://portfolio.example' };

/** `docker-compose config`: the file as Compose reads it, variables filled in from `env` alone. */
function composeConfig(env: Record<string, string>) {
  return spawnSync('docker-compose', ['--file', join(ROOT, 'compose.yaml'), '--project-directory', ROOT, 'config'], {
    // Unset unless given here, whatever this shell has.
    env: { ...process.env, SITE_URL: '', ...env },
    encoding: 'utf8',
  });
}

let services: Record<string, Service>;
let volumes: Record<string, unknown>;

// Without it, the file fails to load, saying what to install: it is never skipped.
requireTool('docker-compose');

beforeAll(() => {
  const read = composeConfig(PUBLIC);
  expect(read.status, read.stderr).toBe(0);
  // Its YAML as JSON, with the YAML parser docker-compose itself runs on.
  const parsed = JSON.parse(
    execFileSync('python3', ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'], {
      input: read.stdout,
      encoding: 'utf8',
    }),
  ) as { services: Record<string, Service>; volumes?: Record<string, unknown> };
  services = parsed.services;
  volumes = parsed.volumes ?? {};
});

const sites = () => Object.entries(services).filter(([, service]) => service.build);
const env = (service: Service) =>
  Object.fromEntries(Object.entries(service.environment ?? {}).map(([key, value]) => [key, String(value)]));
/** The image's data directory, as the Dockerfile declares it (VOLUME, and VITRINE_DATA_DIR pointing there). */
const dataDir = () => {
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
  const volume = /^VOLUME (\S+)$/m.exec(dockerfile)?.[1];
  expect(dockerfile).toMatch(new RegExp(`VITRINE_DATA_DIR=${volume}(\\s|$)`));
  return volume!;
};

describe('compose.yaml', () => {
  it('asks for SITE_URL, the one variable it cannot guess', () => {
    const read = composeConfig({});
    expect(read.status).not.toBe(0);
    expect(read.stderr).toContain('Set SITE_URL to the public address');
  });

  it(`puts nginx in front with ${CONF} as committed, and publishes its ports alone`, () => {
    const { nginx } = services;
    expect(nginx?.volumes).toContain(`${join(ROOT, CONF)}:/etc/nginx/conf.d/default.conf:ro`);
    expect(nginx?.ports?.map(({ published, target }) => [published, target])).toEqual([
      [80, 80],
      [443, 443],
    ]);
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'nginx') expect(service.ports, name).toBeUndefined();
    }
  });

  it("runs one instance of the Dockerfile's image per server of the conf's upstream, each as the tested setup starts them", () => {
    const conf = readFileSync(join(ROOT, CONF), 'utf8');
    const upstream = [...conf.matchAll(/^\s*server 127\.0\.0\.1:(\d+);/gm)].map((match) => match[1]);
    expect(upstream.length).toBeGreaterThan(1);
    const instances = sites();
    expect(instances.map(([, service]) => env(service).PORT).sort()).toEqual(upstream.sort());
    for (const [name, service] of instances) {
      expect(service.build?.context, name).toBe(ROOT.replace(/\/$/, ''));
      expect(service.build?.dockerfile ?? 'Dockerfile', name).toBe('Dockerfile');
      expect(service.build, name).toEqual(instances[0]![1].build);
      expect(service.image, name).toBe(instances[0]![1].image);
      // The same machine as nginx: its 127.0.0.1 is theirs.
      expect(service.network_mode, name).toBe('service:nginx');
      expect(env(service), name).toMatchObject(INSTANCE_SETUP);
    }
  });

  it('gives every instance the same shared settings and Redis, and a data volume of its own', () => {
    const instances = sites().map(([, service]) => service);
    const redis = services.redis!;
    expect(redis.network_mode).toBe('service:nginx');
    const port = redis.command?.includes('--port') ? redis.command[redis.command.indexOf('--port') + 1] : '6379';
    const mounts = new Set<string>();
    for (const service of instances) {
      const vars = env(service);
      for (const name of Object.keys(vars)) expect(ENV_VARIABLES, name).toContain(name);
      for (const name of SHARED_BY_INSTANCES) {
        expect(vars, name).toHaveProperty(name);
        expect(vars[name], name).toBe(env(instances[0]!)[name]);
      }
      expect(vars.REDIS_URL).toMatch(new RegExp(`^redis://127\\.0\\.0\\.1:${port}/\\d+$`));
      expect(vars.VITRINE_DATA_DIR ?? dataDir()).toBe(dataDir());
      const mount = service.volumes?.find((volume) => volume.split(':')[1] === dataDir());
      expect(mount, 'a volume at the data directory').toBeDefined();
      mounts.add(mount!.split(':')[0]!);
    }
    expect(mounts.size).toBe(instances.length);
    for (const mount of mounts) expect(volumes).toHaveProperty(mount);
  });
});
