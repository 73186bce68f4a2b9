/** The application root. The shell (router, header, pages) grows here in later issues. */
import { useEffect } from 'react';
import { useAppSelector } from '../store/hooks';

export function App() {
  const theme = useAppSelector((state) => state.preferences.theme.value);
  useEffect(() => {
    document.documentElement.className = theme;
  }, [theme]);
  return (
    <main className="landing">
      <h1>Kadro</h1>
      <p>Süper Lig fantezi futbol oyunu</p>
    </main>
  );
}
