// Minimal typing for the part of autocannon the benchmark uses (the package ships none).
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  }
  function autocannon(opts: { url: string; connections: number; duration: number; workers?: number }): Promise<Result>;
  export default autocannon;
}
