/**
 * The relay of Redux DevTools' standalone app, as `@redux-devtools/cli` runs it
 * (packages/redux-devtools-cli/src/index.ts in reduxjs/redux-devtools) on the same
 * `socketcluster-server`: apps connected through `@redux-devtools/remote` log in as
 * "master" and listen on `respond`, monitors (the app) listen on `log`; what a client
 * transmits on `log`, `respond` or `sc-<id>` is published there, `log-noid` is published
 * on `log` with the sender's id, and a disconnection is announced on the other side's
 * channel. The CLI's stored reports (its database) are left out: Import does not use them.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import socketClusterServer from 'socketcluster-server';

export async function startDevToolsRelay() {
  const httpServer = createServer();
  const agServer = socketClusterServer.attach(httpServer, { allowClientPublish: false });

  agServer.setMiddleware(agServer.MIDDLEWARE_INBOUND, async (middlewareStream) => {
    for await (const action of middlewareStream) {
      if (action.type === action.TRANSMIT) {
        const channel = action.receiver;
        if (channel.startsWith('sc-') || channel === 'respond' || channel === 'log') {
          void agServer.exchange.transmitPublish(channel, action.data);
        } else if (channel === 'log-noid') {
          void agServer.exchange.transmitPublish('log', {
            id: action.socket.id,
            data: action.data,
          });
        }
      }
      action.allow();
    }
  });

  void (async () => {
    for await (const { socket } of agServer.listener('connection')) {
      let channelToEmit = 'respond';
      void (async () => {
        for await (const request of socket.procedure('login')) {
          const master = request.data === 'master';
          channelToEmit = master ? 'log' : 'respond';
          request.end(master ? 'respond' : 'log');
        }
      })();
      void (async () => {
        for await (const _ of socket.listener('disconnect')) {
          agServer.exchange.channel(`sc-${socket.id}`).unsubscribe();
          void agServer.exchange.transmitPublish(channelToEmit, {
            id: socket.id,
            type: 'DISCONNECTED',
          });
        }
      })();
    }
  })();

  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    port,
    async close() {
      await agServer.close();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
