import { Route, Routes } from 'react-router-dom';

export function ActivitiesApp({ basePath }: { basePath: string }) {
  return (
    <Routes>
      <Route index element={<h1>Aktivitäten and Events ({basePath})</h1>} />
    </Routes>
  );
}
