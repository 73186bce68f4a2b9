/**
 * The stack's floor (issue 21): React 19 with createRoot, a Redux Toolkit store (one slice)
 * behind react-redux's Provider, rendering a heading and a short paragraph as Kadro's home
 * does, and nothing else. `npm run bench:lighthouse` audits it beside Kadro's pages, built
 * and served the same way, so the difference is what Kadro adds to the bare stack.
 */
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, useSelector } from 'react-redux';

const home = createSlice({
  name: 'home',
  initialState: {
    title: 'Kadro',
    lead: "Süper Lig'in fantezi futbol oyunu",
    text:
      'Her hafta kadronu kur, oyuncuların sahada topladığı puanları topla, arkadaşlarınla ' +
      've taraftarlarla liglerde yarış.',
  },
  reducers: {},
});

const store = configureStore({ reducer: { home: home.reducer } });
type State = ReturnType<typeof store.getState>;

function Home() {
  const { title, lead, text } = useSelector((state: State) => state.home);
  return (
    <main>
      <h1>{title}</h1>
      <p>{lead}</p>
      <p>{text}</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <Home />
    </Provider>
  </StrictMode>,
);
