export { theme, media, type Theme } from './theme';
export { ThemeRoot, GlobalStyle } from './theme-root';
