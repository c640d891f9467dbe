// Rspack emits these as files (asset/resource): importing one gives its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
