/**
 * The store's connection to the standalone Redux DevTools through `@redux-devtools/remote`
 * (a socket to the relay of `@redux-devtools/cli`). Loaded by makeStore only in a
 * development build made with `REMOTE_DEVTOOLS` (store/remoteDevToolsConfig.ts): a
 * production build never contains it.
 *
 * `@redux-devtools/remote` listens only on the relay's `respond` channel, while the app
 * sends what is meant for one instance (its Import, time travel, the answer to an instance
 * that connects after it) to that instance's `sc-<socket id>` channel, where nobody listens
 * (reduxjs/redux-devtools issue 1340). So a second socket, logged in as the app logs in,
 * learns the instance's socket id from its own messages and answers that channel as
 * remote's handler would: IMPORT and DISPATCH on the lifted store, START by asking every
 * instance to show itself.
 */
import type { Action, StoreEnhancer, StoreEnhancerStoreCreator } from '@reduxjs/toolkit';
import { devToolsEnhancer } from '@redux-devtools/remote';
import socketClusterClient from 'socketcluster-client';
import type { RemoteDevToolsAddress } from './remoteDevToolsConfig';

/** What the extension's connection and this one share (makeStore's `devToolsOptions`). */
export interface SharedDevToolsOptions {
  name: string;
  trace: boolean;
  maxAge: number;
  actionSanitizer: <A extends Action>(action: A) => A;
  stateSanitizer: <S>(state: S) => S;
}

interface LiftedStore {
  dispatch(action: object): unknown;
}

/** A relayed message: an instance's (with its name and socket id) or the app's. */
interface Message {
  type?: string;
  id?: string;
  name?: string;
  state?: string;
  action?: object;
}

function answerForInstance(address: RemoteDevToolsAddress, name: string, lifted: LiftedStore) {
  const socket = socketClusterClient.create({ ...address, secure: false });
  let instanceChannel: string | undefined;

  async function answer(channelName: string) {
    for await (const data of socket.subscribe(channelName)) {
      const message = data as Message;
      if (message.type === 'IMPORT' && typeof message.state === 'string') {
        lifted.dispatch({ type: 'IMPORT_STATE', nextLiftedState: JSON.parse(message.state) });
      } else if (message.type === 'DISPATCH' && message.action) {
        lifted.dispatch(message.action);
      } else if (message.type === 'START') {
        void socket.transmit('respond', { type: 'START' });
      }
    }
  }

  void (async () => {
    for await (const _ of socket.listener('connect')) {
      const channel = socket.subscribe((await socket.invoke('login', {})) as string);
      await channel.listener('subscribe').once();
      // Every instance shows itself (as when the app opens), this one with its socket id.
      void socket.transmit('respond', { type: 'START' });
      for await (const data of channel) {
        const { id, name: from } = data as Message;
        if (from !== name || !id || `sc-${id}` === instanceChannel) continue;
        instanceChannel = `sc-${id}`;
        void answer(instanceChannel);
      }
    }
  })();
}

export function remoteDevToolsEnhancer(
  address: RemoteDevToolsAddress,
  options: SharedDevToolsOptions,
): StoreEnhancer {
  // The app lists instances by name; this page's own tells its messages from another's.
  const name = `${options.name} ${Math.random().toString(36).slice(2, 6)}`;
  const remote = devToolsEnhancer<unknown, Action<string>, unknown>({
    ...options,
    name,
    // Connect at once, whatever NODE_ENV says (its default is only for "development").
    realtime: true,
    hostname: address.hostname,
    port: address.port,
    secure: false,
  });
  return ((createStore: StoreEnhancerStoreCreator) =>
    (...args: Parameters<StoreEnhancerStoreCreator>) => {
      const store = remote(createStore)(...args) as ReturnType<StoreEnhancerStoreCreator> & {
        liftedStore: LiftedStore;
      };
      answerForInstance(address, name, store.liftedStore);
      return store;
    }) as StoreEnhancer;
}
