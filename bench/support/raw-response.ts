import { request } from 'node:http';

/**
 * One response as it crosses the wire, still compressed (fetch would decompress it): the bytes
 * an nginx reference must serve, with the ETag and encoding they came with.
 */
export function readRawResponse(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: Buffer; etag: string; contentEncoding: string | null }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          bytes: Buffer.concat(chunks),
          etag: String(response.headers.etag ?? ''),
          contentEncoding: response.headers['content-encoding'] ?? null,
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
