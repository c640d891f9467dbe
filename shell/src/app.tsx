import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SiteProviders } from '@edu/shared/providers';
import { GlobalStyle } from '@edu/shared/theme';
import { paths } from './config/paths';
import { RemoteRoute } from './federation/remote-route';

export function App() {
  return (
    <SiteProviders>
      <GlobalStyle />
      <BrowserRouter>
        <Routes>
          <Route path={paths.home} element={<h1>Home</h1>} />
          <Route path={`${paths.activities}/*`} element={<RemoteRoute remote="activities" basePath={paths.activities} />} />
          <Route path={`${paths.careers}/*`} element={<RemoteRoute remote="careers" basePath={paths.careers} />} />
        </Routes>
      </BrowserRouter>
    </SiteProviders>
  );
}
