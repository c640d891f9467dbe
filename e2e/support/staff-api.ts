import { originOf } from '../../shared/build/ports.mjs';
import { STAFF_TOKEN } from './environment';

/** Reads records back through the staff API, as the organisation's staff would. */
export async function staffGet<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${originOf('api')}${pathAndQuery}`, {
    headers: { Authorization: `Bearer ${STAFF_TOKEN}`, Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${pathAndQuery}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Raw staff download (attachments), for byte-for-byte comparison. */
export async function staffDownload(pathAndQuery: string): Promise<{ bytes: Buffer; headers: Headers }> {
  const response = await fetch(`${originOf('api')}${pathAndQuery}`, { headers: { Authorization: `Bearer ${STAFF_TOKEN}` } });
  if (!response.ok) throw new Error(`${pathAndQuery}: HTTP ${response.status}`);
  return { bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}
