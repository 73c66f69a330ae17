import { hostname } from 'node:os';

let started = 0;

/**
 * Names a server copy among several behind a load balancer: `hostname:pid`. A second app built in the
 * same process (tests start two copies in one) gets `hostname:pid#2`, so no two copies share a name.
 */
export function newCopyId(): string {
  started++;
  const id = `${hostname()}:${process.pid}`;
  return started === 1 ? id : `${id}#${started}`;
}
