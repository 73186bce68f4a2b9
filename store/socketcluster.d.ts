/**
 * The parts of SocketCluster (the socket library of Redux DevTools' relay, its standalone
 * app and `@redux-devtools/remote`) that store/remoteDevTools.ts and its test use; the
 * packages ship no types.
 */
declare module 'socketcluster-server' {
  import type { Server } from 'node:http';

  interface Consumer<T> extends AsyncIterable<T> {
    once(): Promise<T>;
  }
  export interface MiddlewareAction {
    type: string;
    TRANSMIT: string;
    receiver: string;
    data: unknown;
    socket: { id: string };
    allow(): void;
  }
  export interface ServerRequest {
    data: unknown;
    end(data?: unknown): void;
  }
  export interface AGServerSocket {
    id: string;
    procedure(name: string): Consumer<ServerRequest>;
    listener(event: 'disconnect'): Consumer<unknown>;
  }
  export interface AGServer {
    MIDDLEWARE_INBOUND: string;
    exchange: {
      transmitPublish(channel: string, data: unknown): Promise<void>;
      channel(name: string): { unsubscribe(): void };
    };
    setMiddleware(
      type: string,
      middleware: (stream: AsyncIterable<MiddlewareAction>) => Promise<void>,
    ): void;
    listener(event: 'connection'): Consumer<{ socket: AGServerSocket }>;
    listener(event: 'ready'): Consumer<unknown>;
    close(keepSocketsOpen?: boolean): Promise<void>;
  }
  export function attach(server: Server, options?: object): AGServer;
}

declare module 'socketcluster-client' {
  interface Consumer<T> extends AsyncIterable<T> {
    once(): Promise<T>;
  }
  export interface AGChannel<T> extends Consumer<T> {
    listener(event: 'subscribe'): Consumer<unknown>;
  }
  export interface AGClientSocket {
    id: string | null;
    invoke(procedure: string, data?: unknown): Promise<unknown>;
    transmit(receiver: string, data?: unknown): Promise<void>;
    subscribe(channel: string): AGChannel<unknown>;
    listener(event: 'connect'): Consumer<{ id: string }>;
    disconnect(): void;
  }
  export function create(options: {
    hostname: string;
    port: number;
    secure?: boolean;
    autoReconnect?: boolean;
  }): AGClientSocket;
  const client: { create: typeof create };
  export default client;
}
