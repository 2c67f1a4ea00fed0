import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on (the OS picks it), for a server started next. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}
