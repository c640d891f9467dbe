// Images are bundled as asset files (shared rspack config): importing one gives its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
