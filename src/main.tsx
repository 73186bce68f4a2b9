/** The browser entry: one store for the page, persisted, rendered into #root. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { persistStore } from 'redux-persist';
import { makeStore } from '../store/makeStore';
import { browserServices } from '../store/services';
import { App } from './App';
import './styles/global.css';

const store = makeStore({ services: browserServices(), persist: true });
persistStore(store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);
