// nginx in front of the API nodes: Debian's binary with a prefix of its own under <rig>/nginx (config,
// pid, temp folders, logs), in the foreground, in a process group of the rig's.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startGroup } from './processes.mjs';

/**
 * The balancer. Highlights:
 * - least_conn over the nodes; max_fails/fail_timeout take a node that refuses connections out for a few
 *   seconds (passive health checks: open-source nginx has no active ones).
 * - proxy_next_upstream retries on another node only when the request could not have done anything:
 *   nginx never passes a POST/PATCH on once it was sent (no `non_idempotent`), so a placed order is never
 *   sent twice by the balancer; a connection refused before sending is safe to pass on.
 * - WebSockets: HTTP/1.1 with Upgrade/Connection from `map $http_upgrade` (an empty Connection otherwise,
 *   so upstream keep-alive works for plain requests), and a long read timeout on the chat's socket.
 * - X-Forwarded-For/-Proto/-Host for the nodes' TRUST_PROXY.
 */
export const nginxConfig = ({ dir, port, nodePorts }) => `worker_processes 2;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
${process.getuid?.() === 0 ? 'user root root;' : ''}
events { worker_connections 2048; }

http {
  access_log ${join(dir, 'access.log')} combined buffer=64k flush=2s;
  client_body_temp_path ${join(dir, 'tmp/body')};
  proxy_temp_path ${join(dir, 'tmp/proxy')};
  fastcgi_temp_path ${join(dir, 'tmp/fastcgi')};
  uwsgi_temp_path ${join(dir, 'tmp/uwsgi')};
  scgi_temp_path ${join(dir, 'tmp/scgi')};
  client_max_body_size 64m;

  map $http_upgrade $connection_upgrade {
    default upgrade;
    ''      '';
  }

  upstream api_nodes {
    least_conn;
${nodePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};

    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection $connection_upgrade;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 3;
    proxy_next_upstream_timeout 10s;

    location = /api/projectChat/live {
      proxy_pass http://api_nodes;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }

    location / {
      proxy_pass http://api_nodes;
    }
  }
}
`;

/** Writes <rig>/nginx/nginx.conf and starts nginx on `port` in front of `nodePorts`. */
export function startNginx(rigDir, { port, nodePorts }) {
  const dir = join(rigDir, 'nginx');
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(dir, 'tmp', t), { recursive: true });
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ dir, port, nodePorts }));
  const group = startGroup(rigDir, 'nginx', 'nginx', [
    '-p',
    dir,
    '-e',
    join(dir, 'error.log'),
    '-c',
    'nginx.conf',
    '-g',
    'daemon off;',
  ]);
  return { ...group, port, url: `http://127.0.0.1:${port}` };
}
